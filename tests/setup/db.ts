import { afterAll } from "vitest";
import { closeDatabase, connectDatabase, type Database } from "~/db/client.server";

/** Connects this test file to the run's PostgreSQL (started by global-db.ts) and closes at the end. */
export function connectTestDatabase(): Database {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: tests/setup/global-db.ts did not run");
  const db = connectDatabase(url, { max: 25 });
  afterAll(async () => {
    await closeDatabase();
  });
  return db;
}
