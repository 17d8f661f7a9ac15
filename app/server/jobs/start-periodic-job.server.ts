import type { PoolClient } from "pg";
import { db } from "~/db/client.server";
import { log } from "~/server/log.server";
import { jobRuns } from "~/server/metrics/registry.server";

/**
 * The advisory-lock key space of the scheduler: PostgreSQL keeps two-key locks
 * (pg_try_advisory_lock(int, int)) apart from one-key locks, so a job's own transaction lock on the
 * same number (taken when it is called directly, e.g. by a test) never collides with this one.
 */
export const PERIODIC_JOB_LOCK_SPACE = 7_310_000;

export type PeriodicJob = {
  /** For the log ("<name> failed"). */
  name: string;
  /** A 32-bit integer, unique per job: one instance at a time holds it while the job runs. */
  lockKey: number;
  intervalMs: number;
  /** Delay of the first run after start; the interval when left out. */
  firstRunMs?: number;
  run: () => Promise<unknown>;
};

/** A job that runs hourly, the first time `firstRunMs` after start. */
export function hourlyJob(
  name: string,
  lockKey: number,
  firstRunMs: number,
  run: () => Promise<unknown>,
): PeriodicJob {
  return { name, lockKey, firstRunMs, intervalMs: 60 * 60 * 1000, run };
}

/** What one tick did on this instance: ran the job, skipped it (another instance holds the lock), or failed. */
type TickOutcome = "ran" | "skipped" | "failed";

export type PeriodicJobHandle = {
  /** Runs one tick now (the timer's own ticks go through here too); for tests. */
  tick(): Promise<TickOutcome>;
  /** Stops the timer and waits for a run in progress; for shutdown and tests. */
  stop(): Promise<void>;
};

/**
 * Runs `run` every `intervalMs` on every instance that starts it, but only on one at a time: each tick
 * takes a session-level advisory lock on its own connection and skips when another instance holds it.
 * The next tick is timed from the end of the previous one, so runs never overlap on one instance either.
 * The timer is unref'd (it never keeps the process alive) and errors are logged, never thrown.
 */
export function startPeriodicJob(job: PeriodicJob): PeriodicJobHandle {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickOutcome> | null = null;
  let stopped = false;

  const tick = (): Promise<TickOutcome> => {
    if (stopped) return Promise.resolve("skipped");
    running ??= runUnderLock(job)
      .then((outcome) => {
        jobRuns.inc({ job: job.name, outcome });
        return outcome;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      void tick().then(() => {
        if (!stopped) schedule(job.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(job.firstRunMs ?? job.intervalMs);

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

async function runUnderLock(job: PeriodicJob): Promise<TickOutcome> {
  let client: PoolClient;
  try {
    client = await db().$client.connect();
  } catch (error) {
    logFailure(job, error);
    return "failed";
  }
  let locked = false;
  let broken: Error | undefined;
  try {
    const result = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [
      PERIODIC_JOB_LOCK_SPACE,
      job.lockKey,
    ]);
    locked = result.rows[0]?.locked === true;
    if (!locked) return "skipped";
    await job.run();
    return "ran";
  } catch (error) {
    // Before the lock the connection itself failed: it must not go back to the pool.
    if (!locked) broken = error instanceof Error ? error : new Error(String(error));
    logFailure(job, error);
    return "failed";
  } finally {
    if (locked) {
      // A session lock outlives the job: unlock before the connection goes back to the pool. If that
      // fails, the connection is destroyed instead, which ends the session and so the lock.
      await client
        .query("select pg_advisory_unlock($1, $2)", [PERIODIC_JOB_LOCK_SPACE, job.lockKey])
        .catch((error: Error) => {
          broken = error;
        });
    }
    client.release(broken);
  }
}

function logFailure(job: PeriodicJob, error: unknown): void {
  log("warn", `${job.name} failed`, { reason: error instanceof Error ? error.message : String(error) });
}
