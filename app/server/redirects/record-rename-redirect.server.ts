import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { redirects } from "~/db/schema";

/**
 * A page's address changed from /{oldSlug} to /{newSlug} (inside the rename's transaction): the old
 * address now answers 301 to the page. Earlier redirects already point at the page by id, so they
 * follow to the new address too (no chains). A redirect from the page's new address is dropped: the
 * page has that address now.
 */
export async function recordRenameRedirect(
  tx: DbOrTx,
  companyId: string,
  pageId: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await tx
    .delete(redirects)
    .where(and(eq(redirects.companyId, companyId), eq(redirects.fromPath, `/${newSlug}`)));
  await tx
    .insert(redirects)
    .values({ companyId, fromPath: `/${oldSlug}`, toPageId: pageId, source: "rename" })
    .onConflictDoUpdate({
      target: [redirects.companyId, redirects.fromPath],
      set: { toPageId: pageId, toUrl: null, source: "rename" },
    });
}
