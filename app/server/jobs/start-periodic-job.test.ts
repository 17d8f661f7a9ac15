import { afterEach, describe, expect, it, vi } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import {
  PERIODIC_JOB_LOCK_SPACE,
  type PeriodicJobHandle,
  startPeriodicJob,
} from "./start-periodic-job.server";

const db = connectTestDatabase();
const HOUR = 60 * 60 * 1000;
// A key no other test file uses: advisory locks are shared by everything on the run's database.
const lockKey = 900_000_000 + Math.floor(Math.random() * 1_000_000_000);
const started: PeriodicJobHandle[] = [];
afterEach(async () => {
  for (const handle of started.splice(0)) await handle.stop();
});

function start(run: () => Promise<unknown>, options: { intervalMs?: number; firstRunMs?: number } = {}) {
  const handle = startPeriodicJob({ name: "test job", lockKey, intervalMs: HOUR, run, ...options });
  started.push(handle);
  return handle;
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function heldLocks(): Promise<number> {
  const result = await db.$client.query(
    "select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2",
    [PERIODIC_JOB_LOCK_SPACE, lockKey],
  );
  return result.rows[0].n;
}

describe("startPeriodicJob", () => {
  it("runs a tick on one of two concurrent starters only, on real PostgreSQL", async () => {
    const release = gate();
    let runs = 0;
    const job = async () => {
      runs++;
      await release.opened;
    };
    const [a, b] = [start(job), start(job)];
    const ticks = [a.tick(), b.tick()];
    // The starter that got the lock waits at the gate; the other one has already given up.
    expect(await Promise.race(ticks)).toBe("skipped");
    expect(await heldLocks()).toBe(1);
    release.open();
    expect((await Promise.all(ticks)).sort()).toEqual(["ran", "skipped"]);
    expect(runs).toBe(1);

    // The lock went back with the run: the next tick runs again, and no connection keeps it.
    expect(await heldLocks()).toBe(0);
    expect(await b.tick()).toBe("ran");
    expect(runs).toBe(2);
  });

  it("logs a failing run instead of throwing, and frees the lock for the next tick", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = start(async () => {
      throw new Error("register unreachable");
    });
    expect(await failing.tick()).toBe("failed");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"msg":"test job failed"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("register unreachable"));
    warn.mockRestore();
    expect(await heldLocks()).toBe(0);
    expect(await start(async () => {}).tick()).toBe("ran");
  });

  it("runs on its timer until stopped, and stop waits for the run in progress", async () => {
    const second = gate();
    const release = gate();
    let runs = 0;
    const handle = start(
      async () => {
        runs++;
        if (runs === 2) {
          second.open();
          await release.opened;
        }
      },
      { firstRunMs: 0, intervalMs: 1 },
    );
    await second.opened;
    let stopped = false;
    const stopping = handle.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(runs).toBe(2);
    expect(await handle.tick()).toBe("skipped");
    expect(await heldLocks()).toBe(0);
  });
});
