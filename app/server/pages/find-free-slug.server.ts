import { and, eq, like, ne, or } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { pages } from "~/db/schema";
import { isProductPath, SITE_OWN_SLUGS } from "~/server/tenancy/site-paths";

/**
 * The first free slug for a company's page: `base`, then base-2, base-3, ... Slugs the product keeps
 * on every site (/faq, /blog, /admin, ...) count as taken, since such a page could never be reached.
 * `exceptPageId` is the page being renamed, whose own slug is free for it.
 */
export async function findFreeSlug(
  tx: DbOrTx,
  companyId: string,
  base: string,
  exceptPageId?: string,
): Promise<string> {
  const rows = await tx
    .select({ slug: pages.slug })
    .from(pages)
    .where(
      and(
        eq(pages.companyId, companyId),
        or(eq(pages.slug, base), like(pages.slug, `${base}-%`)),
        exceptPageId ? ne(pages.id, exceptPageId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !isProductPath(`/${candidate}`) && !SITE_OWN_SLUGS.has(candidate))
      return candidate;
  }
}
