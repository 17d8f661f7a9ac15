import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { startPeriodicJob } from "~/server/jobs/start-periodic-job.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { hitRateLimit } from "./hit-rate-limit.server";
import { rateLimitSweepJob, sweepRateLimits } from "./sweep-rate-limits.server";

// Its own database: the sweep deletes every ended window, whoever wrote it.
const database = connectIsolatedTestDatabase("sweep_rate_limits_test");

async function keys(): Promise<string[]> {
  const rows = await database().select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((row) => row.key).sort();
}

async function insertWindow(key: string, resetAt: string, count = 3) {
  await database().execute(
    sql`insert into rate_limits (key, count, reset_at) values (${key}, ${count}, ${resetAt}::timestamptz)`,
  );
}

describe("the rate_limits sweep", () => {
  it("as a periodic job deletes ended windows and keeps running ones, which still count", async () => {
    await insertWindow("ended:a", "2020-01-01T00:00:00Z");
    await insertWindow("ended:b", new Date(Date.now() - 1000).toISOString());
    expect(await hitRateLimit("running:c", 2, 3600)).toBe(true);
    expect(await hitRateLimit("running:c", 2, 3600)).toBe(true);

    const job = startPeriodicJob(rateLimitSweepJob);
    try {
      expect(await job.tick()).toBe("ran");
    } finally {
      await job.stop();
    }

    expect(await keys()).toEqual(["running:c"]);
    // The running window kept its count: the third hit is over the limit of two.
    expect(await hitRateLimit("running:c", 2, 3600)).toBe(false);
  });

  it("deletes in batches until nothing ended is left, and only what ended before the given time", async () => {
    for (let i = 0; i < 7; i++) await insertWindow(`old:${i}`, `2021-01-0${i + 1}T00:00:00Z`);
    await insertWindow("later", "2021-03-01T00:00:00Z");
    expect(await sweepRateLimits(new Date("2021-02-01T00:00:00Z"), 2)).toBe(7);
    expect((await keys()).filter((key) => key !== "running:c")).toEqual(["later"]);
  });
});
