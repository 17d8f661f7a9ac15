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
