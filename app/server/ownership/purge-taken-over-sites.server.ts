import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, images, settingsVersions, siteDetails } from "~/db/schema";
import { deleteStoredFiles } from "~/server/images/delete-stored-files.server";
import { hourlyJob } from "~/server/jobs/start-periodic-job.server";
import { siteFilesRoot, withdrawSite } from "~/server/site-files/site-files-store.server";
import { TAKEN_OVER_KEPT_DAYS } from "./take-over-cvr.server";

const TAKEN_OVER_PURGE_LOCK_KEY = 7_310_027;

/**
 * Sites taken over by their CVR's owner (issue 27) are kept offline for support for 30 days, then
 * deleted with their files: the rows (pages, images, quote requests … by cascade; quote photos through
 * the deleted-files queue), then the archive's images, the logo (and the earlier logos its settings
 * history still names, which no other site can name) and the rendered icons. A file that
 * cannot be deleted is logged, never blocks the rows. Returns how many sites went.
 */
export async function purgeTakenOverSites(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TAKEN_OVER_KEPT_DAYS * 86_400_000);
  const due = await db()
    .select({ id: companies.id, logo: companies.logo })
    .from(companies)
    .where(and(eq(companies.status, "taken_over"), lt(companies.updatedAt, cutoff)))
    .limit(50);
  for (const site of due) {
    const keys = new Set<string>(site.logo ? [site.logo] : []);
    for (const image of await db()
      .select({ path: images.path, variants: images.variants })
      .from(images)
      .where(eq(images.companyId, site.id))) {
      keys.add(image.path);
      for (const variant of image.variants) keys.add(variant.key);
    }
    const [details] = await db()
      .select({ a: siteDetails.faviconKey, b: siteDetails.touchIconKey, c: siteDetails.ogImageKey })
      .from(siteDetails)
      .where(eq(siteDetails.companyId, site.id));
    for (const key of [details?.a, details?.b, details?.c]) if (key) keys.add(key);
    for (const version of await db()
      .select({ logo: sql<string | null>`${settingsVersions.snapshot}->>'logo'` })
      .from(settingsVersions)
      .where(eq(settingsVersions.companyId, site.id)))
      if (version.logo) keys.add(version.logo);
    await db().execute(sql`delete from companies where id = ${site.id} and status = 'taken_over'`);
    withdrawSite(siteFilesRoot(), site.id);
    await deleteStoredFiles(keys, "file of a purged site could not be deleted");
  }
  return due.length;
}

/** Every instance schedules the purge (hourly); one at a time runs it. */
export const takenOverPurgeJob = hourlyJob("taken-over sites purge", TAKEN_OVER_PURGE_LOCK_KEY, 50_000, () =>
  purgeTakenOverSites(),
);
