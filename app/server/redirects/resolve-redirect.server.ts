import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, redirects } from "~/db/schema";
import { safeRedirectUrl } from "~/lib/redirect-url";
import { pagePath, redirectPath } from "./redirect-path";

/** Where a redirect leads: a path within the same site, or an absolute https URL. */
export type RedirectTarget = { kind: "path"; path: string } | { kind: "url"; url: string };

/**
 * The 301 target of a path of a company's site, or null. A page that has this address wins over the
 * redirect; the target page is followed to its current address, so the answer is always one hop.
 * One indexed query (unique (company_id, from_path)).
 */
export async function resolveRedirect(companyId: string, rawPath: string): Promise<RedirectTarget | null> {
  const from = redirectPath(rawPath);
  if (!from) return null;
  const [row] = await db()
    .select({ toUrl: redirects.toUrl, slug: pages.slug, type: pages.type })
    .from(redirects)
    .leftJoin(pages, eq(pages.id, redirects.toPageId))
    .where(
      and(
        eq(redirects.companyId, companyId),
        eq(redirects.fromPath, from),
        sql`not exists (select 1 from ${pages} p where p.company_id = ${companyId} and '/' || p.slug = ${from})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.toUrl) {
    // Rows stored before targets were normalised may hold a line break, "Ā" or userinfo (F9, F8).
    const url = safeRedirectUrl(row.toUrl);
    return url ? { kind: "url", url } : null;
  }
  if (row.slug === null || row.type === null) return null;
  const path = pagePath({ slug: row.slug, type: row.type });
  return path === from ? null : { kind: "path", path };
}
