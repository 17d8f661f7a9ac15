import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, pageTrash, type TrashedPage } from "~/db/schema";
import { AppError } from "~/server/errors";
import { pageSnapshot } from "~/server/history/page-snapshot";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { isPageId } from "./is-page-id";

/**
 * Deletes one of the company's pages into the "Papirkurv" (issue 12): the row moves to page_trash,
 * where the owner can restore it for 30 days (its versions stay). The homepage can never be deleted
 * (SPEC §2). The page leaves the site, its menu and its address at once.
 */
export async function deletePage(companyId: string, pageId: string): Promise<void> {
  if (!isPageId(pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  await db().transaction(async (tx) => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)))
      .for("update");
    if (!page) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    if (page.type === "homepage") throw new AppError("FORBIDDEN", "Forsiden kan ikke slettes");
    const trashed: TrashedPage = {
      ...pageSnapshot(page),
      slug: page.slug,
      type: page.type,
      published: page.published,
      position: page.position,
      createdAt: page.createdAt.toISOString(),
    };
    await tx.insert(pageTrash).values({ pageId, companyId, page: trashed });
    await tx.delete(pages).where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)));
    await bumpSiteVersion(tx, companyId);
  });
}
