import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { isPageId } from "./is-page-id";

/** Deletes one of the company's pages. The homepage can never be deleted (SPEC §2). */
export async function deletePage(companyId: string, pageId: string): Promise<void> {
  if (!isPageId(pageId)) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  await db().transaction(async (tx) => {
    const [page] = await tx
      .select({ type: pages.type })
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)))
      .for("update");
    if (!page) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
    if (page.type === "homepage") throw new AppError("FORBIDDEN", "Forsiden kan ikke slettes");
    await tx.delete(pages).where(and(eq(pages.id, pageId), eq(pages.companyId, companyId)));
    await bumpSiteVersion(tx, companyId);
  });
}
