import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, redirects } from "~/db/schema";
import type { RedirectSource } from "~/db/schema/redirects";

export type RedirectRow = {
  id: string;
  fromPath: string;
  /** The target page's name, or null for a URL. */
  pageName: string | null;
  toUrl: string | null;
  source: RedirectSource;
};

/** The company's redirects for the "Videresendelser" list, by from-path. */
export async function listRedirects(companyId: string): Promise<RedirectRow[]> {
  return db()
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      pageName: pages.pageName,
      toUrl: redirects.toUrl,
      source: redirects.source,
    })
    .from(redirects)
    .leftJoin(pages, eq(pages.id, redirects.toPageId))
    .where(eq(redirects.companyId, companyId))
    .orderBy(asc(redirects.fromPath));
}

/** The pages a redirect may lead to, in menu order. */
export async function listRedirectTargets(companyId: string) {
  return db()
    .select({ id: pages.id, pageName: pages.pageName, slug: pages.slug, type: pages.type })
    .from(pages)
    .where(eq(pages.companyId, companyId))
    .orderBy(asc(pages.createdAt));
}
