import type { SiteMode } from "~/schemas/site-view";

/** The link prefix for root-relative owner links: "/{cvr}" on the main host, "" on the site's own host. */
export function linkPrefix(mode: SiteMode): string {
  return mode.kind === "main" ? `/${mode.cvr}` : "";
}

/** The address of the homepage (slug null) or a sub-page, as the site is being shown. */
export function pageHref(mode: SiteMode, slug: string | null): string {
  const prefix = linkPrefix(mode);
  if (!slug) return prefix || "/";
  return `${prefix}/${encodeURIComponent(slug)}`;
}

/** A tel: URL: digits and a leading +, Danish numbers in international form. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\d{8}$/.test(digits)) return `tel:+45${digits}`;
  return `tel:${digits}`;
}

/** Where a tap on the site's phone numbers is counted (the `ping` of tel: links, issue 25). */
export const CALL_PING_PATH = "/api/opkald";

/**
 * The counting address as the site is being shown: its own origin (the canonical one, which is the one
 * that serves the page), or the product's main host with ?cvr= for /{cvr} pages. Absolute, because
 * HTML allows only http(s) URLs in `ping`.
 */
export function callPingHref(mode: SiteMode, origins: { site: string; product: string }): string {
  return mode.kind === "main"
    ? `${origins.product}${CALL_PING_PATH}?cvr=${mode.cvr}`
    : `${origins.site}${CALL_PING_PATH}`;
}

/** The site's own pages of the quote form and the privacy notice (issue 10). */
export function sitePageHref(
  mode: SiteMode,
  page: "tilbud" | "tilbud/tak" | "privatlivspolitik" | "ring-mig-op" | "ring-mig-op/tak",
): string {
  return `${linkPrefix(mode)}/${page}`;
}

/** The image that starts the quote form's fill-time clock; its cookie is scoped to the form's path. */
export function quoteStartHref(mode: SiteMode): string {
  return mode.kind === "main" ? `/api/tilbud/start?cvr=${mode.cvr}` : "/api/tilbud/start";
}
