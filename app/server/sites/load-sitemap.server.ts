import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { canonicalOrigin } from "~/lib/canonical";
import type { SitemapPage } from "./site-files";
import { subdomainUrl } from "./site-url.server";

/** The canonical origin and pages of a site, for its sitemap and robots.txt; null when it is gone. */
export async function loadSitemap(
  companyId: string,
): Promise<{ origin: string; pages: SitemapPage[] } | null> {
  const [company] = await db()
    .select({
      subdomain: companies.subdomain,
      customDomain: companies.customDomain,
      customDomainVerifiedAt: companies.customDomainVerifiedAt,
      ownershipVerifiedAt: companies.ownershipVerifiedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return null;
  const origin = canonicalOrigin(company, subdomainUrl(company.subdomain));
  // Issue 27: until the CVR ownership is proved the pages say noindex; a sitemap must not offer them.
  if (!company.ownershipVerifiedAt) return { origin, pages: [] };
  const rows = await db()
    .select({ slug: pages.slug, type: pages.type, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.published, true)));
  return { origin, pages: rows };
}
