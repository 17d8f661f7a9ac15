import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDatabase, connectDatabase } from "~/db/client.server";
import { startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { MIGRATED_TEMPLATE } from "./migrated-template";

/**
 * One real PostgreSQL server for the whole unit/integration run, in a throw-away folder, with the
 * committed migrations applied. Test files reach it through DATABASE_URL (workers inherit it).
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-test-db-"));
  fs.chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres({ dataDir });
  const db = connectDatabase(database.url);
  await applyMigrations(db);
  await closeDatabase();
  // The migrated database, unused so far, is the template of every isolated database (db.ts).
  const admin = new pg.Client({ connectionString: database.url.replace(/\/[^/?]+(\?.*)?$/, "/postgres") });
  await admin.connect();
  await admin.query(
    `create database ${MIGRATED_TEMPLATE} template ${new URL(database.url).pathname.slice(1)}`,
  );
  await admin.end();
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = path.join(dataDir, "app");
  process.env.NODE_ENV = "test";

  return async () => {
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
