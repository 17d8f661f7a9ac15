import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies } from "~/db/schema";

/**
 * Every edit of a site (company settings, pages, images) calls this inside the edit's transaction.
 * The version is the key of the rendered-page cache, and the NOTIFY (delivered at commit) tells
 * every app instance to drop what it cached for the site, so the next request shows the edit.
 */
export async function bumpSiteVersion(tx: DbOrTx, companyId: string): Promise<number> {
  const [row] = await tx
    .update(companies)
    .set({ version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ version: companies.version });
  await tx.execute(sql`select pg_notify('site_changed', ${companyId})`);
  return row?.version ?? 0;
}
