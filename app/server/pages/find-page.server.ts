import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";
import { isPageId } from "./is-page-id";
import { pageColumns } from "./page-columns";
import { pageRevision } from "./page-revision.server";

/** One page of the company, with its revision; null when the id is not one of the company's pages. */
export async function findPage(companyId: string, pageId: string) {
  if (!isPageId(pageId)) return null;
  const [page] = await db()
    .select({ ...pageColumns, published: pages.published, revision: pageRevision })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)))
    .limit(1);
  return page ?? null;
}
