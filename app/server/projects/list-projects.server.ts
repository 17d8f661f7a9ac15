import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, projects } from "~/db/schema";
import { tradeAllowsFradrag } from "./project-rules";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's list: every project of the company, newest job first, drafts included. */
export async function listProjects(companyId: string) {
  return db()
    .select({
      id: projects.id,
      slug: projects.slug,
      title: projects.title,
      town: projects.town,
      doneOn: projects.doneOn,
      published: projects.published,
      photos: projects.photos,
      before: projects.before,
      after: projects.after,
    })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(desc(projects.doneOn), desc(projects.createdAt));
}

/** One project of the company for its edit form, or null (another company's id is simply not found). */
export async function loadProject(companyId: string, projectId: string) {
  if (!UUID.test(projectId)) return null;
  const [row] = await db()
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The pages a project can belong to: the site's published pages except the homepage, in menu order. */
async function listServicePages(companyId: string) {
  return db()
    .select({ id: pages.id, name: pages.pageName, title: pages.title })
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.published, true), ne(pages.type, "homepage")))
    .orderBy(pages.position, pages.createdAt);
}

/** What the project form offers a firm (new and edit alike): its service pages by name, and fradrag or not. */
export async function projectFormChoices(company: { id: string; industryDesc: string; name: string }) {
  const pages = await listServicePages(company.id);
  return {
    servicePages: pages.map((page) => ({ id: page.id, name: page.name.trim() || page.title.trim() })),
    fradragAllowed: tradeAllowsFradrag(company),
  };
}
