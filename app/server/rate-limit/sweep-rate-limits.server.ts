import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { hourlyJob } from "~/server/jobs/start-periodic-job.server";

const RATE_LIMIT_SWEEP_LOCK_KEY = 7_310_014;

/**
 * Deletes the rate-limit windows that ended before `before`. hitRateLimit starts a fresh window
 * for a key whose reset_at has passed, so an ended row carries no information; without this every
 * address that ever posted a form would keep a row forever. Deleted in batches so one sweep never
 * holds a long lock on a table every form post writes to. Returns the number of rows deleted.
 */
export async function sweepRateLimits(before: Date = new Date(), batchSize = 5000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db().execute(sql`
      delete from rate_limits where key in (
        select key from rate_limits where reset_at <= ${before.toISOString()}::timestamptz limit ${batchSize}
      )`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** Hourly: the longest window is an hour, so the table holds at most about two hours of addresses. */
export const rateLimitSweepJob = hourlyJob(
  "rate-limit sweep",
  RATE_LIMIT_SWEEP_LOCK_KEY,
  50_000,
  sweepRateLimits,
);
