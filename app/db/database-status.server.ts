import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

export type DatabaseStatus = {
  /** The newest applied migration's tag (drizzle/meta/_journal.json), or null when none is recorded. */
  migration: string | null;
  maxConnections: number;
  /** Connections only superusers may use (superuser_reserved_connections + reserved_connections). */
  reserved: number;
  /** Client connections open right now, every instance and tool included. */
  inUse: number;
};

/** What the start log says about the database, and what the pool-size check needs. */
export async function readDatabaseStatus(
  db: Database,
  folder = path.resolve("drizzle"),
): Promise<DatabaseStatus> {
  const settings = await db.execute<{ max: number; reserved: number; in_use: number }>(sql`
    select current_setting('max_connections')::int as max,
      current_setting('superuser_reserved_connections')::int
        + coalesce(current_setting('reserved_connections', true)::int, 0) as reserved,
      (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as in_use`);
  const applied = await db.execute<{ created_at: string }>(
    sql`select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = settings.rows[0]!;
  return {
    migration: migrationTag(folder, applied.rows[0]?.created_at),
    maxConnections: row.max,
    reserved: row.reserved,
    inUse: row.in_use,
  };
}

/** Drizzle records a migration by its journal's `when` (as created_at): map it back to the tag. */
function migrationTag(folder: string, createdAt: string | undefined): string | null {
  if (createdAt === undefined) return null;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.find((entry) => String(entry.when) === createdAt)?.tag ?? `ukendt (${createdAt})`;
}

/**
 * The start refuses a pool that cannot fit: this instance's pool, its LISTEN connection and one
 * advisory-lock session for the periodic jobs, on top of what is already open. Five instances at the
 * default max_connections (100) once starved each other into 404s; better a clear line at start.
 */
export function poolFitProblem(status: DatabaseStatus, poolSize: number): string | null {
  const needed = poolSize + 2;
  const free = status.maxConnections - status.reserved - status.inUse;
  if (needed <= free) return null;
  return (
    `DATABASE_POOL_SIZE: ${poolSize} forbindelser (+2 til LISTEN og job-låse) er mere end PostgreSQL har ` +
    `ledigt: max_connections ${status.maxConnections}, ${status.reserved} reserveret, ${status.inUse} i brug. ` +
    "Sæt DATABASE_POOL_SIZE lavere eller max_connections højere (summen over alle instanser skal kunne være der)."
  );
}
