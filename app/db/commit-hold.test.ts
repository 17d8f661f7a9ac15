import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/db";
import { holdAfterCommit } from "./commit-hold.server";

// db().transaction holds its caller back after the commit when the transaction asked for it
// (bumpSiteVersion does, ADR 025). What a caller sees: the commit is out (a listener on another
// connection has its NOTIFY) while the transaction's promise has not resolved yet.

const db = connectTestDatabase();
const CHANNEL = "commit_hold_test";
const HOLD_MS = 150;
const heardAt = new Map<string, number>();
let listener: pg.Client;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message) => {
    if (message.payload) heardAt.set(message.payload, performance.now());
  });
  await listener.query(`LISTEN ${CHANNEL}`);
});

afterAll(async () => {
  await listener.end();
});

async function heard(id: string): Promise<number> {
  for (let i = 0; i < 200 && !heardAt.has(id); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  const at = heardAt.get(id);
  if (at === undefined) throw new Error(`no notification ${id}`);
  return at;
}

describe("holdAfterCommit", () => {
  it("keeps a transaction's caller waiting after its commit went out", async () => {
    const id = crypto.randomUUID();
    const started = performance.now();
    let resolvedAt = 0;
    const done = db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${id})`);
        await holdAfterCommit(HOLD_MS);
        return "gemt";
      })
      .then((value) => {
        resolvedAt = performance.now();
        return value;
      });
    const committedAt = await heard(id);
    expect(resolvedAt).toBe(0);
    expect(await done).toBe("gemt");
    expect(resolvedAt).toBeGreaterThan(committedAt);
    expect(resolvedAt - started).toBeGreaterThanOrEqual(HOLD_MS - 1);
  });

  it("waits on the spot outside a transaction, since the statement before it has committed", async () => {
    const id = crypto.randomUUID();
    await db.execute(sql`select pg_notify(${CHANNEL}, ${id})`);
    const started = performance.now();
    await holdAfterCommit(HOLD_MS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 1);
    expect(await heard(id)).toBeLessThan(performance.now());
  });

  it("passes a rollback's error on to the caller", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await holdAfterCommit(HOLD_MS);
        throw new Error("fortryd");
      }),
    ).rejects.toThrow("fortryd");
  });
});
