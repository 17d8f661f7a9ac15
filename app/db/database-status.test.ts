import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../tests/setup/db";
import type { Database } from "./client.server";
import { poolFitProblem, readDatabaseStatus } from "./database-status.server";
import { reachDatabase } from "./reach-database.server";

const db = connectTestDatabase();

describe("the start's database checks", () => {
  it("names the newest applied migration and the connection numbers", async () => {
    const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    const status = await readDatabaseStatus(db);
    expect(status.migration).toBe(journal.entries.at(-1)!.tag);
    expect(status.maxConnections).toBeGreaterThan(0);
    expect(status.inUse).toBeGreaterThanOrEqual(1);
  });

  it("refuses a pool that cannot fit beside the connections already open", () => {
    const status = { migration: "0009", maxConnections: 100, reserved: 3, inUse: 60 };
    expect(poolFitProblem(status, 20)).toBeNull();
    const problem = poolFitProblem(status, 36);
    expect(problem).toMatch(/^DATABASE_POOL_SIZE: 36 forbindelser/);
    expect(problem).toContain("max_connections 100, 3 reserveret, 60 i brug");
  });

  it("names DATABASE_URL when a deployment's database cannot be reached", async () => {
    // Port 1: nothing listens there. Its own pool: the app's database is a per-process singleton.
    const pool = new pg.Pool({ connectionString: "postgres://hv:hv@127.0.0.1:1/hv", max: 1 });
    const nowhere = drizzle(pool) as unknown as Database;
    await expect(reachDatabase(nowhere, true)).rejects.toThrow(
      /^Ugyldig konfiguration: DATABASE_URL: kan ikke forbinde til PostgreSQL \(.*ECONNREFUSED/,
    );
    // Embedded mode has no variable to name: the driver's own error goes on.
    await expect(reachDatabase(nowhere, false)).rejects.toThrow(/^Failed query/);
    await pool.end();
  });
});
