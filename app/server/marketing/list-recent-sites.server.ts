import { desc, isNotNull } from "drizzle-orm";
import { type DbOrTx, db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { subdomainUrl } from "~/server/sites/site-url.server";

/** SPEC §2 and §9: the landing page lists the first 6 companies, and only when at least 8 exist. */
const RECENT_SITES_SHOWN = 6;
const RECENT_SITES_MINIMUM = 8;

export type RecentSite = { name: string; city: string; url: string };

/**
 * The newest verified sites for the landing page. Reads at most 8 rows through the created_at index
 * (newest first, skipping the few unverified ones), never the whole table: 8 rows back means at least
 * 8 verified companies exist, so the first 6 are shown.
 */
export async function listRecentSites(database: DbOrTx = db()): Promise<RecentSite[]> {
  const rows = await database
    .select({ name: companies.name, city: companies.city, subdomain: companies.subdomain })
    .from(companies)
    // Issue 27: only sites whose owner proved the CVR number is theirs are shown off on the landing page.
    .where(isNotNull(companies.ownershipVerifiedAt))
    .orderBy(desc(companies.createdAt))
    .limit(RECENT_SITES_MINIMUM);
  if (rows.length < RECENT_SITES_MINIMUM) return [];
  return rows.slice(0, RECENT_SITES_SHOWN).map((row) => ({
    name: row.name,
    city: row.city,
    url: subdomainUrl(row.subdomain),
  }));
}
