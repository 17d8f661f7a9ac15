import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import type { ProjectLink } from "~/schemas/project-view";

/** "Seneste opgaver" on the homepage shows this many projects (issue 26). */
const HOMEPAGE_PROJECTS = 3;

/**
 * The published projects a site page shows besides its own content: the homepage's three newest,
 * or every project that belongs to a service page; with the photo keys, so the page's route data
 * carries exactly the images it shows.
 */
export async function loadPageProjects(
  companyId: string,
  page: "home" | string,
): Promise<{ projects: ProjectLink[]; photos: string[] }> {
  const rows = await db()
    .select({
      slug: projects.slug,
      title: projects.title,
      town: projects.town,
      doneOn: projects.doneOn,
      photos: projects.photos,
      after: projects.after,
    })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.published, true),
        page === "home" ? undefined : eq(projects.servicePageId, page),
      ),
    )
    .orderBy(desc(projects.doneOn), desc(projects.createdAt))
    .limit(page === "home" ? HOMEPAGE_PROJECTS : 100);
  const links = rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    town: row.town,
    doneOn: row.doneOn,
    photo: row.after ?? row.photos[0] ?? null,
  }));
  return { projects: links, photos: links.flatMap((link) => (link.photo ? [link.photo.image] : [])) };
}
