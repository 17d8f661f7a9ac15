import { slugifyDanish, TOWN_PAGE_MIN_PROJECTS } from "~/schemas/project";
import type { ProjectTown, PublicProject } from "~/schemas/project-view";

/**
 * The towns that get their own page: only where the firm has at least two published projects
 * (issue 26: local pages only where real work exists, never a page per postcode). Grouped by the
 * postcode list's town name, so 8000 and 8200 Aarhus N are different towns, as the list names them.
 */
export function projectTowns(projects: readonly Pick<PublicProject, "town">[]): ProjectTown[] {
  const counts = new Map<string, number>();
  for (const project of projects)
    if (project.town) counts.set(project.town, (counts.get(project.town) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= TOWN_PAGE_MIN_PROJECTS)
    .map(([name, count]) => ({ slug: slugifyDanish(name), name, count }))
    .sort((a, b) => a.name.localeCompare(b.name, "da"));
}
