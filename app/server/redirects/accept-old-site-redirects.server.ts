import { and, count, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, oldSiteAddresses, pages, redirects } from "~/db/schema";
import { MAX_REDIRECTS, REDIRECT_MESSAGES } from "~/schemas/redirect";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { undecidedAddressesOf } from "./record-old-site-addresses.server";
import { pagePath } from "./redirect-path";

/** One row of the list as saved: accept it (checked, and a page chosen) or not ("" = no redirect). */
export type OldSiteChoice = { path: string; accept: boolean; target: string };

/**
 * "Gem videresendelser": every accepted old address becomes a 301 to its chosen page; every address on
 * the list is then decided (accepted or not) and no longer offered. Checked as the owner's own redirects
 * are (addRedirect): the target must be one of the company's published pages, never the address itself,
 * at most MAX_REDIRECTS per site. The company row's lock makes concurrent saves safe: the second finds
 * the addresses decided and changes nothing. Addresses that are not this company's open suggestions are
 * ignored. All or nothing: a refused choice changes nothing.
 */
export async function acceptOldSiteRedirects(
  companyId: string,
  choices: readonly OldSiteChoice[],
): Promise<{ added: number }> {
  if (choices.length === 0) return { added: 0 };
  return db().transaction(async (tx) => {
    await lockCompany(tx, companyId, { id: companies.id });
    const paths = choices.map((choice) => choice.path);
    const open = await tx
      .select({ path: oldSiteAddresses.path })
      .from(oldSiteAddresses)
      .where(undecidedAddressesOf(companyId, inArray(oldSiteAddresses.path, paths)));
    const openPaths = new Set(open.map((row) => row.path));
    if (openPaths.size === 0) return { added: 0 };
    const sitePages = await tx
      .select({ id: pages.id, slug: pages.slug, type: pages.type })
      .from(pages)
      .where(and(eq(pages.companyId, companyId), eq(pages.published, true)));
    const rows: Array<typeof redirects.$inferInsert> = [];
    for (const choice of choices) {
      if (!openPaths.has(choice.path) || !choice.accept || !choice.target) continue;
      // An address that became a page meanwhile is that page: nothing to redirect.
      if (sitePages.some((page) => `/${page.slug}` === choice.path)) continue;
      const page = sitePages.find((candidate) => candidate.id === choice.target);
      if (!page) throw new AppError("VALIDATION", REDIRECT_MESSAGES.targetRequired, choice.path);
      if (pagePath(page) === choice.path)
        throw new AppError("VALIDATION", REDIRECT_MESSAGES.loop, choice.path);
      rows.push({ companyId, fromPath: choice.path, toPageId: page.id, source: "old-site" });
    }
    const [existing] = await tx
      .select({ n: count() })
      .from(redirects)
      .where(eq(redirects.companyId, companyId));
    if ((existing?.n ?? 0) + rows.length > MAX_REDIRECTS) {
      throw new AppError("VALIDATION", REDIRECT_MESSAGES.limit);
    }
    // A redirect the owner already made for an address stays as it is.
    const inserted =
      rows.length === 0
        ? []
        : await tx.insert(redirects).values(rows).onConflictDoNothing().returning({ id: redirects.id });
    await tx
      .update(oldSiteAddresses)
      .set({ decidedAt: new Date() })
      .where(and(eq(oldSiteAddresses.companyId, companyId), inArray(oldSiteAddresses.path, [...openPaths])));
    if (inserted.length > 0) await bumpSiteVersion(tx, companyId);
    return { added: inserted.length };
  });
}
