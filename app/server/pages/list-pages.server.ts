import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";

/** The company's pages for the editor's menu: the homepage first, then in menu order (drafts included). */
export async function listPages(companyId: string) {
  return db()
    .select({
      id: pages.id,
      pageName: pages.pageName,
      title: pages.title,
      slug: pages.slug,
      type: pages.type,
      layout: pages.layout,
      published: pages.published,
    })
    .from(pages)
    .where(eq(pages.companyId, companyId))
    .orderBy(
      sql`(${pages.type} = 'homepage') desc`,
      asc(pages.position),
      asc(pages.createdAt),
      asc(pages.id),
    );
}
