import { asc, gt, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { PeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { sectionsNow } from "~/server/sections/vagt/clock";
import { learnDatabaseIdentity } from "./database-identity.server";
import { isSiteFilesEnabled, publishSite } from "./publish-site.server";
import {
  currentManifest,
  siteFilesRoot,
  siteIdsInStore,
  sitesExpiringBy,
  withdrawSite,
} from "./site-files-store.server";
import { siteRenderer } from "./site-renderer";

const SITE_FILES_LOCK_KEY = 7_310_026;
const BATCH = 500;

export type RefreshResult = { checked: number; published: number; wrapped: boolean; withdrawn: number };

// Where the sweep over all companies stopped (per process; any instance may run the next tick).
const START = "00000000-0000-0000-0000-000000000000";
let cursor = START;

/**
 * Brings every site's files up to date, a slice at a time (docs/decisions/026):
 * - pages that change by themselves at a holiday boundary (ADR 018) are rendered again once it passed;
 * - then companies in id order, from where the last run stopped: a site without files, with files of
 *   another version than the database's (older: a publish lost to a crash after the commit; newer: a
 *   backup restored in place), from another database (a backup restored into a new one) or from an
 *   older build (a new template rolls out) is rendered again. Its old files are served until the new
 *   ones are complete, except files from another database, which are not served at all.
 *   A version read here may already be behind a publish on another instance: that site is rendered
 *   once more (publishSite renders under its lock what is committed then), never left stale.
 * - at the end of the sweep, sites that have files but no company (a backup restored in place from
 *   before they were created) are withdrawn: their hosts go to the live path, which knows them not.
 *   Safe beside publishes on other instances: a site's files are written only after its company's
 *   row is committed, so a site listed here that the query does not find has no row.
 * Stops after `budgetMs`; the next run goes on from there.
 */
export async function refreshSiteFiles(budgetMs = 30_000): Promise<RefreshResult> {
  const result: RefreshResult = { checked: 0, published: 0, wrapped: false, withdrawn: 0 };
  const renderer = siteRenderer();
  if (!renderer || !isSiteFilesEnabled()) return result;
  const root = siteFilesRoot();
  const stopAt = performance.now() + budgetMs;
  for (const companyId of sitesExpiringBy(root, sectionsNow().getTime())) {
    if ((await publishSite(companyId)) === "published") result.published++;
  }
  const build = await renderer.build();
  const database = await learnDatabaseIdentity();
  while (performance.now() < stopAt) {
    const rows = await db()
      .select({ id: companies.id, version: companies.version })
      .from(companies)
      .where(gt(companies.id, cursor))
      .orderBy(asc(companies.id))
      .limit(BATCH);
    if (rows.length === 0) {
      cursor = START;
      result.wrapped = true;
      result.withdrawn = await withdrawSitesNotInDatabase(root);
      break;
    }
    for (const row of rows) {
      if (performance.now() >= stopAt) return result;
      cursor = row.id;
      result.checked++;
      const files = currentManifest(root, row.id);
      if (
        files &&
        files.version === row.version &&
        files.database === database &&
        files.builtAt >= build.builtAt
      )
        continue;
      if ((await publishSite(row.id)) === "published") result.published++;
    }
  }
  return result;
}

async function withdrawSitesNotInDatabase(root: string): Promise<number> {
  const ids = siteIdsInStore(root);
  let withdrawn = 0;
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await db().select({ id: companies.id }).from(companies).where(inArray(companies.id, chunk));
    const known = new Set(rows.map((row) => row.id));
    for (const id of chunk) {
      if (known.has(id) || !currentManifest(root, id)) continue;
      withdrawSite(root, id);
      withdrawn++;
    }
  }
  return withdrawn;
}

/** Every minute on one instance at a time; the first run a minute after start. */
export const siteFilesJob: PeriodicJob = {
  name: "site files refresh",
  lockKey: SITE_FILES_LOCK_KEY,
  intervalMs: 60_000,
  run: () => refreshSiteFiles(),
};
