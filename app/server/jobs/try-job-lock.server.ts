import { sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";

/**
 * Takes a job's transaction-scoped advisory lock if it is free. A job called directly (a test, a
 * script) runs one at a time too: the scheduler's session lock lives in another key space
 * (PERIODIC_JOB_LOCK_SPACE). False: another instance holds it, and this run does nothing.
 */
export async function tryJobLock(tx: Tx, lockKey: number): Promise<boolean> {
  const lock = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`,
  );
  return lock.rows[0]?.locked === true;
}
