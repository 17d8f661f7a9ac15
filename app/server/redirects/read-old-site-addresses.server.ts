import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { listSitePaths } from "~/integrations/scrape/list-site-paths.server";
import type { SafeFetchOptions } from "~/integrations/scrape/safe-fetch.server";
import { recordOldSiteAddresses } from "./record-old-site-addresses.server";

/**
 * "Hent adresser fra min gamle hjemmeside" in Videresendelser: reads the old site onboarding found
 * (companies.existing_website) again for its page addresses (sitemap.xml, else the homepage's links,
 * through the SSRF-safe fetcher) and offers them one by one (listOldSiteSuggestions); nothing becomes a
 * redirect until the owner accepts it. `found` is 0 when there is no old site or it could not be read.
 */
export async function readOldSiteAddresses(
  companyId: string,
  fetchOptions: Partial<SafeFetchOptions> = {},
): Promise<{ found: number; oldSite: string | null }> {
  const [company] = await db()
    .select({ existingWebsite: companies.existingWebsite })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const oldSite = company?.existingWebsite?.url ?? null;
  if (!oldSite) return { found: 0, oldSite };
  const paths = await listSitePaths(oldSite, fetchOptions);
  const found = await recordOldSiteAddresses(db(), companyId, paths, { reopen: true });
  return { found, oldSite };
}
