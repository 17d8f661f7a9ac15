import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { QuotePhoto } from "~/db/schema";
import { hourlyJob } from "~/server/jobs/start-periodic-job.server";
import { tryJobLock } from "~/server/jobs/try-job-lock.server";
import { log } from "~/server/log.server";
import { deleteQuotePhotoFiles } from "./delete-quote-request.server";
import { sweepDeletedFiles } from "./sweep-deleted-files.server";

/** The advisory lock that lets exactly one instance run the retention job at a time. */
export const RETENTION_LOCK_KEY = 7_310_001;

/**
 * Deletes every request whose last change is older than its company's retention setting (3, 6, 12
 * or 24 months), then the photo files of those rows. Runs under a transaction-scoped advisory lock:
 * while one instance works, the others skip (null). Returns how many requests were deleted.
 */
export async function deleteExpiredQuoteRequests(): Promise<number | null> {
  const deleted = await db().transaction(async (tx) => {
    if (!(await tryJobLock(tx, RETENTION_LOCK_KEY))) return null;
    const result = await tx.execute<{ photos: QuotePhoto[] }>(sql`
      delete from quote_requests q using companies c
      where q.company_id = c.id
        and q.updated_at < now() - make_interval(months => c.quote_retention_months)
      returning q.photos`);
    return result.rows;
  });
  if (deleted === null) return null;
  // After the commit: a file is only removed once its row is gone for good.
  await deleteQuotePhotoFiles(deleted.flatMap((row) => row.photos));
  if (deleted.length > 0) log("info", "expired quote requests deleted", { count: deleted.length });
  return deleted.length;
}

/**
 * Every instance schedules it (30 s after start, then hourly); the scheduler's lock lets one run at a
 * time. Each run also sweeps the files of rows deleted elsewhere (e.g. a deleted company's request photos).
 */
export const quoteRetentionJob = hourlyJob("quote retention", RETENTION_LOCK_KEY, 30_000, async () => {
  await deleteExpiredQuoteRequests();
  await sweepDeletedFiles();
});
