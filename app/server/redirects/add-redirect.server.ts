import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages, redirects } from "~/db/schema";
import type { RedirectSource } from "~/db/schema/redirects";
import { safeRedirectUrl } from "~/lib/redirect-url";
import {
  isOwnSitePath,
  MAX_REDIRECTS,
  REDIRECT_MESSAGES,
  type RedirectInput,
  TARGET_URL,
} from "~/schemas/redirect";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { pagePath, redirectPath } from "./redirect-path";

/**
 * Adds (or replaces) a redirect of the company's site, checked against its pages: the from-path must not
 * be a page's address and must not lead to itself; at most MAX_REDIRECTS per site, counted under the
 * company row's lock so concurrent adds cannot pass it. Bumps the site version in the same transaction.
 */
export async function addRedirect(
  companyId: string,
  input: RedirectInput,
  source: RedirectSource = "owner",
): Promise<void> {
  const from = redirectPath(input.fromPath);
  if (!from) throw new AppError("VALIDATION", REDIRECT_MESSAGES.fromInvalid, "fromPath");
  if (isOwnSitePath(from)) throw new AppError("VALIDATION", REDIRECT_MESSAGES.fromProduct, "fromPath");
  await db().transaction(async (tx) => {
    await lockCompany(tx, companyId, { id: companies.id });
    const sitePages = await tx
      .select({ id: pages.id, slug: pages.slug, type: pages.type })
      .from(pages)
      .where(eq(pages.companyId, companyId));
    if (sitePages.some((page) => `/${page.slug}` === from)) {
      throw new AppError("VALIDATION", REDIRECT_MESSAGES.fromIsPage, "fromPath");
    }
    let target: { toPageId: string; toUrl: null } | { toPageId: null; toUrl: string };
    if (input.target === TARGET_URL) {
      // Stored as the parsed href (F9): a value typed with a line break or "ø" is a valid header then.
      const href = safeRedirectUrl(input.toUrl);
      if (!href) throw new AppError("VALIDATION", REDIRECT_MESSAGES.urlInvalid, "toUrl");
      target = { toPageId: null, toUrl: href };
    } else {
      const page = sitePages.find((candidate) => candidate.id === input.target);
      if (!page) throw new AppError("VALIDATION", REDIRECT_MESSAGES.targetRequired, "target");
      if (pagePath(page) === from) throw new AppError("VALIDATION", REDIRECT_MESSAGES.loop, "target");
      target = { toPageId: page.id, toUrl: null };
    }
    const [existing] = await tx
      .select({ n: count() })
      .from(redirects)
      .where(and(eq(redirects.companyId, companyId), sql`${redirects.fromPath} <> ${from}`));
    if ((existing?.n ?? 0) >= MAX_REDIRECTS)
      throw new AppError("VALIDATION", REDIRECT_MESSAGES.limit, "fromPath");
    await tx
      .insert(redirects)
      .values({ companyId, fromPath: from, source, ...target })
      .onConflictDoUpdate({ target: [redirects.companyId, redirects.fromPath], set: { source, ...target } });
    await bumpSiteVersion(tx, companyId);
  });
}
