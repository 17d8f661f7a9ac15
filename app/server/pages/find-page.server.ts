import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";
import { isPageId } from "./is-page-id";
import { pageRevision } from "./page-revision.server";

/** One page of the company, with its revision; null when the id is not one of the company's pages. */
export async function findPage(companyId: string, pageId: string) {
  if (!isPageId(pageId)) return null;
  const [page] = await db()
    .select({
      id: pages.id,
      pageName: pages.pageName,
      title: pages.title,
      subtitle: pages.subtitle,
      slug: pages.slug,
      type: pages.type,
      layout: pages.layout,
      content: pages.content,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      published: pages.published,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
      revision: pageRevision,
    })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)))
    .limit(1);
  return page ?? null;
}
