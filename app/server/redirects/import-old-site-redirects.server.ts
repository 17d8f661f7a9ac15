import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages, redirects } from "~/db/schema";
import { listSitePaths } from "~/integrations/scrape/list-site-paths.server";
import type { SafeFetchOptions } from "~/integrations/scrape/safe-fetch.server";
import { isOwnSitePath, MAX_REDIRECTS } from "~/schemas/redirect";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { bestPageForPath } from "./best-page-for-path";
import { redirectPath } from "./redirect-path";

/**
 * "Hent adresser fra din gamle hjemmeside": the old site onboarding found (companies.existing_website)
 * is read for its page addresses, and each one that is not yet a page or a redirect becomes a 301 to the
 * best matching page (the owner edits or deletes them in the list). Returns how many were added; 0 when
 * there is no old site or it could not be read.
 */
export async function importOldSiteRedirects(
  companyId: string,
  fetchOptions: Partial<SafeFetchOptions> = {},
): Promise<{ added: number; oldSite: string | null }> {
  const [company] = await db()
    .select({ existingWebsite: companies.existingWebsite })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const oldSite = company?.existingWebsite?.url ?? null;
  if (!oldSite) return { added: 0, oldSite };
  const found = await listSitePaths(oldSite, fetchOptions);
  if (found.length === 0) return { added: 0, oldSite };

  const added = await db().transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const sitePages = await tx
      .select({
        id: pages.id,
        slug: pages.slug,
        type: pages.type,
        pageName: pages.pageName,
        title: pages.title,
      })
      .from(pages)
      .where(eq(pages.companyId, companyId));
    const [existing] = await tx
      .select({ n: count() })
      .from(redirects)
      .where(eq(redirects.companyId, companyId));
    const room = MAX_REDIRECTS - (existing?.n ?? 0);
    const pagePaths = new Set(sitePages.map((page) => `/${page.slug}`));
    const rows = found
      .map((raw) => redirectPath(raw))
      .filter((path): path is string => path !== null && !pagePaths.has(path) && !isOwnSitePath(path))
      .map((fromPath) => ({
        companyId,
        fromPath,
        toPageId: bestPageForPath(fromPath, sitePages)!.id,
        source: "old-site" as const,
      }))
      .slice(0, Math.max(0, room));
    if (rows.length === 0 || sitePages.length === 0) return 0;
    const inserted = await tx
      .insert(redirects)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: redirects.id });
    if (inserted.length > 0) await bumpSiteVersion(tx, companyId);
    return inserted.length;
  });
  return { added, oldSite };
}
