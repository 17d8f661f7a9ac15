import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.server";

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK = 7_102_026;

/**
 * Applies the committed SQL migrations in ./drizzle. Several instances may start at once, so the
 * work happens under a PostgreSQL advisory lock: the first applies, the others wait and find
 * nothing left to do.
 */
export async function applyMigrations(db: Database, folder = path.resolve("drizzle")): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
