import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { isPageId } from "./is-page-id";

/** "Udgiv side": a draft becomes public (menu, sitemap, its address) on the next request. */
export async function publishPage(companyId: string, pageId: string): Promise<void> {
  if (!isPageId(pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  await db().transaction(async (tx) => {
    const [page] = await tx
      .update(pages)
      .set({ published: true })
      .where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)))
      .returning({ id: pages.id });
    if (!page) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    await bumpSiteVersion(tx, companyId);
  });
}
