import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { projectPaths } from "~/schemas/project";
import { projectTowns } from "./project-towns";

export type ProjectPagePath = { path: string; updatedAt: Date };

/**
 * The site paths of a company's project pages (issue 26) with when each last changed: the projects
 * page, one per published project, one per town with at least two. None without a published project.
 * The site files render them (docs/decisions/026) and the sitemap lists them.
 */
export async function listProjectPages(companyId: string): Promise<ProjectPagePath[]> {
  const rows = await db()
    .select({ slug: projects.slug, town: projects.town, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.published, true)))
    .orderBy(desc(projects.updatedAt));
  if (rows.length === 0) return [];
  const newest = (list: typeof rows) =>
    list.reduce((a, b) => (b.updatedAt > a ? b.updatedAt : a), list[0]!.updatedAt);
  return [
    { path: projectPaths.list, updatedAt: newest(rows) },
    ...rows.map((row) => ({ path: projectPaths.project(row.slug), updatedAt: row.updatedAt })),
    ...projectTowns(rows).map((town) => ({
      path: projectPaths.town(town.slug),
      updatedAt: newest(rows.filter((row) => row.town === town.name)),
    })),
  ];
}

export async function listProjectPaths(companyId: string): Promise<string[]> {
  return (await listProjectPages(companyId)).map((page) => page.path);
}
