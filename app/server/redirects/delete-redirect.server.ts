import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { redirects } from "~/db/schema";
import { AppError } from "~/server/errors";
import { isPageId } from "~/server/pages/is-page-id";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

/** Deletes one of the company's redirects (another company's id deletes nothing: NOT_FOUND). */
export async function deleteRedirect(companyId: string, redirectId: string): Promise<void> {
  if (!isPageId(redirectId)) throw new AppError("NOT_FOUND", "Videresendelsen blev ikke fundet");
  await db().transaction(async (tx) => {
    const deleted = await tx
      .delete(redirects)
      .where(and(eq(redirects.id, redirectId), eq(redirects.companyId, companyId)))
      .returning({ id: redirects.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", "Videresendelsen blev ikke fundet");
    await bumpSiteVersion(tx, companyId);
  });
}
