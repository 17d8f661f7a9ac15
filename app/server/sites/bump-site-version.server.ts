import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { afterCommit, holdAfterCommit } from "~/db/commit-hold.server";
import { companies } from "~/db/schema";
import { publishSite } from "~/server/site-files/publish-site.server";
import { FRESHNESS_LEASE_MS } from "./listen-site-changes.server";

/**
 * Every edit of a site (company settings, pages, images) calls this inside the edit's transaction.
 *
 * - After the commit and before the edit's caller goes on, the site's pages are rendered and written
 *   to the site-files store (docs/decisions/026), which every instance serves from: the owner's save
 *   is answered once the new files are the ones served.
 * - The version is the key of the rendered-page cache, and the NOTIFY (delivered at commit) tells
 *   every app instance to drop what it cached for the site, for the pages the files do not hold. The
 *   caller is held back FRESHNESS_LEASE_MS after the commit: an instance may serve from its cache for
 *   that long after a round trip without another one (ADR 025).
 */
export async function bumpSiteVersion(tx: DbOrTx, companyId: string): Promise<number> {
  const [row] = await tx
    .update(companies)
    .set({ version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ version: companies.version });
  await tx.execute(sql`select pg_notify('site_changed', ${companyId})`);
  await afterCommit(`publish-site:${companyId}`, async () => {
    await publishSite(companyId);
  });
  await holdAfterCommit(FRESHNESS_LEASE_MS);
  return row?.version ?? 0;
}
