import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectDatabase, db } from "~/db/client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { seedCompanies } from "~/server/seed/seed-companies.server";

/**
 * A throwaway embedded PostgreSQL in a new temporary folder, migrated, seeded with `count` demo
 * companies and connected as the app's database (db()). `remove` stops it and deletes the folder;
 * it is handed to `onCleanup` before anything can fail, so a failed start is cleaned up too.
 */
export async function startSeededDatabase(
  count: number,
  onCleanup: (remove: () => Promise<void>) => void,
): Promise<EmbeddedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-script-db-"));
  fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  const database = await startEmbeddedPostgres({ dataDir });
  onCleanup(async () => {
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  connectDatabase(database.url);
  await applyMigrations(db());
  await seedCompanies(count);
  return database;
}
