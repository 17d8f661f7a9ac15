import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { pages, redirects } from "~/db/schema";
import { isProductPath, SITE_OWN_SLUGS } from "~/server/tenancy/site-paths";

/**
 * What became of a restored page's old address: "same" (restored on it), "redirected" (301 to the new
 * one), "page" (another live page has it and keeps it), "redirect" (it already leads somewhere else:
 * the owner's or another page's redirect stays), "reserved" (the product uses it on every site).
 */
export type OldAddressOutcome = "same" | "redirected" | "page" | "redirect" | "reserved";

/**
 * A page from the Papirkurv was restored on /{newSlug} instead of its old /{oldSlug} (inside the
 * restore's transaction, after the page row is back): links to the old address keep working through
 * a 301 to the page, unless something else answers there already, which then wins.
 */
export async function recordRestoreRedirect(
  tx: Tx,
  companyId: string,
  pageId: string,
  oldSlug: string,
  newSlug: string,
): Promise<OldAddressOutcome> {
  if (oldSlug === newSlug) return "same";
  // The page has its new address now: a redirect from it would never answer.
  await tx
    .delete(redirects)
    .where(and(eq(redirects.companyId, companyId), eq(redirects.fromPath, `/${newSlug}`)));
  if (isProductPath(`/${oldSlug}`) || SITE_OWN_SLUGS.has(oldSlug)) return "reserved";
  const [other] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.slug, oldSlug), ne(pages.id, pageId)))
    .limit(1);
  if (other) return "page";
  const inserted = await tx
    .insert(redirects)
    .values({ companyId, fromPath: `/${oldSlug}`, toPageId: pageId, source: "rename" })
    .onConflictDoNothing({ target: [redirects.companyId, redirects.fromPath] })
    .returning({ id: redirects.id });
  return inserted.length > 0 ? "redirected" : "redirect";
}
