import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { closeDatabase, connectDatabase, type Database } from "~/db/client.server";
import { MIGRATED_TEMPLATE } from "./migrated-template";

function runUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: tests/setup/global-db.ts did not run");
  return url;
}

/** Connects this test file to the run's PostgreSQL (started by global-db.ts) and closes at the end. */
export function connectTestDatabase(): Database {
  const db = connectDatabase(runUrl(), { max: 25 });
  afterAll(async () => {
    await closeDatabase();
  });
  return db;
}

/**
 * For test files that need a database nobody else writes to (e.g. counting every row of a table):
 * a fresh database on the run's server with the migrations applied (a copy of MIGRATED_TEMPLATE). The
 * app's db() points at it while this file runs (the pool is closed after the file's last test).
 */
export function connectIsolatedTestDatabase(name: string): () => Database {
  const admin = runUrl();
  const url = admin.replace(/\/[^/?]+(\?.*)?$/, `/${name}`);
  let db: Database | undefined;
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${MIGRATED_TEMPLATE}`);
    await client.end();
    db = connectDatabase(url, { max: 25 });
  });
  afterAll(async () => {
    await closeDatabase();
  });
  return () => db!;
}

/**
 * Runs `work` while another session (as another instance would) holds the advisory lock `key`, and
 * releases it before answering (a closing session's locks go only once its backend has exited).
 */
export async function whileLockHeldElsewhere<T>(key: number, work: () => Promise<T>): Promise<T> {
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    await other.query("select pg_advisory_lock($1)", [key]);
    const result = await work();
    await other.query("select pg_advisory_unlock($1)", [key]);
    return result;
  } finally {
    await other.end();
  }
}
