import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "~/db/migrate.server";
import { connectTestDatabase } from "../../tests/setup/db";

const db = connectTestDatabase();

describe("migrations", () => {
  it("created every table of the schema in the test database", async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = result.rows.map((row) => row.table_name);
    for (const table of [
      "account",
      "ai_usage",
      "analytics_events",
      "companies",
      "contact_messages",
      "images",
      "mail_outbox",
      "page_views",
      "pages",
      "rate_limits",
      "session",
      "user",
      "verification",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("applies to an empty database, and a second run is a no-op", async () => {
    const name = `migrate_check_${process.pid}_${Date.now()}`;
    await db.execute(sql.raw(`create database ${name}`));
    const url = process.env.DATABASE_URL!.replace(/\/[^/]+$/, `/${name}`);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ connectionString: url });
    try {
      const fresh = drizzle(pool) as never;
      await applyMigrations(fresh);
      await applyMigrations(fresh);
      const count = await pool.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(count.rows[0].n).toBe(journalEntries());
      const tables = await pool.query(
        "select table_name from information_schema.tables where table_schema='public' order by 1",
      );
      expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(
        expect.arrayContaining(["companies", "pages", "quote_requests", "subscriptions"]),
      );
    } finally {
      await pool.end();
      await db.execute(sql.raw(`drop database ${name}`));
    }
  });
});

/** How many migrations are committed (drizzle/meta/_journal.json). */
function journalEntries(): number {
  return (JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries
    .length;
}
