import { PROJECTS_SLUG, TOWN_SEGMENT } from "~/schemas/project";
import type { SiteMode } from "~/schemas/site-view";
import { linkPrefix } from "../site-links";

/** The projects page: /udfoerte-opgaver (or /{cvr}/udfoerte-opgaver on the main host). */
export function projectsHref(mode: SiteMode): string {
  return `${linkPrefix(mode)}/${PROJECTS_SLUG}`;
}

/** One project's page. */
export function projectHref(mode: SiteMode, slug: string): string {
  return `${projectsHref(mode)}/${encodeURIComponent(slug)}`;
}

/** A town's page (only towns with enough published work have one). */
export function townHref(mode: SiteMode, townSlug: string): string {
  return `${projectsHref(mode)}/${TOWN_SEGMENT}/${encodeURIComponent(townSlug)}`;
}

export { projectPaths } from "~/schemas/project";

const longDate = new Intl.DateTimeFormat("da-DK", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "2026-11-03" → "3. november 2026". */
export function danishDate(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : longDate.format(time);
}
