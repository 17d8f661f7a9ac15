import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { listenForSiteChanges, type SiteChangeListener } from "./listen-site-changes.server";

const db = connectTestDatabase();

// Another "instance": its own listening connection, told about edits committed through the pool.
const heard: string[] = [];
let connected = 0;
let listener: SiteChangeListener;

beforeAll(async () => {
  listener = listenForSiteChanges({
    url: process.env.DATABASE_URL!,
    onChange: (id) => heard.push(id),
    onConnected: () => connected++,
    onDisconnected: () => {},
    // Generous: a busy test machine must not turn "synced" into "late".
    syncTimeoutMs: 5000,
  });
  await listener.ready;
});

afterAll(async () => {
  await listener.stop();
});

describe("listenForSiteChanges", () => {
  it("reports connecting once", () => {
    expect(connected).toBe(1);
  });

  it("has heard every change committed before sync() resolves", async () => {
    for (let i = 0; i < 100; i++) {
      const id = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('site_changed', ${id})`);
      });
      expect(await listener.sync()).toBe("synced");
      expect(heard.at(-1)).toBe(id);
    }
  });

  it("shares round trips between concurrent callers and covers each of them", async () => {
    const id = crypto.randomUUID();
    await db.execute(sql`select pg_notify('site_changed', ${id})`);
    const results = await Promise.all(Array.from({ length: 50 }, () => listener.sync()));
    expect(results.every((result) => result === "synced")).toBe(true);
    expect(heard).toContain(id);
  });

  it("hears nothing of a transaction that rolls back", async () => {
    const id = crypto.randomUUID();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('site_changed', ${id})`);
        throw new Error("fortryd");
      })
      .catch(() => {});
    await listener.sync();
    expect(heard).not.toContain(id);
  });

  it("vouches for nothing without a lease", async () => {
    expect(await listener.sync()).toBe("synced");
    expect(listener.isFresh()).toBe(false);
  });

  it("vouches for the lease after a round trip, renews it past half, and stops with the connection", async () => {
    const leaseMs = 1000;
    const leased = listenForSiteChanges({
      url: process.env.DATABASE_URL!,
      onChange: () => {},
      onConnected: () => {},
      onDisconnected: () => {},
      syncTimeoutMs: 5000,
      leaseMs,
    });
    await leased.ready;
    // Connected is not enough: notifications may be under way until a round trip came back.
    expect(leased.isFresh()).toBe(false);
    const started = performance.now();
    expect(await leased.sync()).toBe("synced");
    expect(leased.isFresh()).toBe(true);
    // Past half the lease, a caller still gets "fresh" and a new round trip starts behind it ...
    await sleepUntil(started + leaseMs * 0.6);
    expect(leased.isFresh()).toBe(true);
    // ... so the lease outlives the first round trip's.
    await sleepUntil(started + leaseMs * 1.1);
    expect(leased.isFresh()).toBe(true);
    // Without callers nothing renews it.
    await sleepUntil(started + leaseMs * 2.2);
    expect(leased.isFresh()).toBe(false);
    expect(await leased.sync()).toBe("synced");
    expect(leased.isFresh()).toBe(true);
    await leased.stop();
    expect(leased.isFresh()).toBe(false);
  });

  it("says offline once stopped", async () => {
    const other = listenForSiteChanges({
      url: process.env.DATABASE_URL!,
      onChange: () => {},
      onConnected: () => {},
      onDisconnected: () => {},
    });
    await other.ready;
    expect(await other.sync()).toBe("synced");
    await other.stop();
    expect(await other.sync()).toBe("offline");
  });
});

function sleepUntil(time: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));
}
