import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { holdAfterCommit } from "~/db/commit-hold.server";
import { companies } from "~/db/schema";
import { FRESHNESS_LEASE_MS } from "./listen-site-changes.server";

/**
 * Every edit of a site (company settings, pages, images) calls this inside the edit's transaction.
 * The version is the key of the rendered-page cache, and the NOTIFY (delivered at commit) tells
 * every app instance to drop what it cached for the site, so the next request shows the edit. The
 * transaction's caller is held back FRESHNESS_LEASE_MS after the commit: an instance may serve from
 * its cache for that long after a round trip without another one (ADR 025), so by the time the owner
 * sees the edit saved, no instance can still trust a round trip that missed it.
 */
export async function bumpSiteVersion(tx: DbOrTx, companyId: string): Promise<number> {
  const [row] = await tx
    .update(companies)
    .set({ version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ version: companies.version });
  await tx.execute(sql`select pg_notify('site_changed', ${companyId})`);
  await holdAfterCommit(FRESHNESS_LEASE_MS);
  return row?.version ?? 0;
}
