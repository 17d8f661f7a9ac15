import { and, asc, eq, notExists } from "drizzle-orm";
import { db } from "~/db/client.server";
import { oldSiteAddresses, pages, redirects } from "~/db/schema";
import { MAX_OLD_SITE_PATHS } from "~/integrations/scrape/list-site-paths.server";
import { bestPageForPath } from "./best-page-for-path";
import { undecidedAddressesOf } from "./record-old-site-addresses.server";

export type SuggestionPage = { id: string; pageName: string; slug: string; type: string };
/** An old address and the page proposed for it (the best match, see bestPageForPath). */
export type OldSiteSuggestion = { path: string; pageId: string };

/** The published pages an old address may lead to, in menu order (a draft would answer 404). */
async function listSuggestionPages(companyId: string) {
  return db()
    .select({
      id: pages.id,
      pageName: pages.pageName,
      slug: pages.slug,
      type: pages.type,
      title: pages.title,
    })
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.published, true)))
    .orderBy(asc(pages.position), asc(pages.createdAt));
}

/**
 * The old website's addresses the owner has not decided on yet, each with the page proposed for it:
 * the per-address list of the dashboard card and of Videresendelser. Addresses that are already a
 * redirect or are now a page's own address are left out.
 */
export async function listOldSiteSuggestions(
  companyId: string,
): Promise<{ suggestions: OldSiteSuggestion[]; pages: SuggestionPage[] }> {
  const [rows, targets] = await Promise.all([
    db()
      .select({ path: oldSiteAddresses.path })
      .from(oldSiteAddresses)
      .where(
        undecidedAddressesOf(
          companyId,
          notExists(
            db()
              .select({ id: redirects.id })
              .from(redirects)
              .where(and(eq(redirects.companyId, companyId), eq(redirects.fromPath, oldSiteAddresses.path))),
          ),
        ),
      )
      .orderBy(asc(oldSiteAddresses.path))
      // One list is one form post (saveOldSiteChoices reads as many rows); the rest come after saving.
      .limit(MAX_OLD_SITE_PATHS),
    listSuggestionPages(companyId),
  ]);
  const pagePaths = new Set(targets.map((page) => `/${page.slug}`));
  const suggestions = rows
    .filter((row) => !pagePaths.has(row.path))
    .flatMap((row) => {
      const page = bestPageForPath(row.path, targets);
      return page ? [{ path: row.path, pageId: page.id }] : [];
    });
  return {
    suggestions,
    pages: targets.map(({ id, pageName, slug, type }) => ({ id, pageName, slug, type })),
  };
}
