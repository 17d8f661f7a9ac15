import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { withCommitHold } from "./commit-hold.server";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

type DatabaseState = { db: Database; pool: pg.Pool; url: string };

// Kept on globalThis so that Vite's dev-time module reloads reuse one pool instead of leaking them.
const holder = globalThis as typeof globalThis & { __hvDatabase?: DatabaseState };

/** Opens the pool. Called once at start-up (server, scripts, tests). */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  if (holder.__hvDatabase) {
    if (holder.__hvDatabase.url === url) return holder.__hvDatabase.db;
    throw new Error("connectDatabase called twice with different URLs");
  }
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  const warn = (error: Error) =>
    console.warn(JSON.stringify({ level: "warn", msg: "pg connection error", error: error.message }));
  // A connection lost in a database restart must never crash the process: idle clients report on the
  // pool, but pg-pool detaches that listener while a client is lent out, so each client gets its own.
  pool.on("error", warn);
  pool.on("connect", (client) => client.on("error", warn));
  const db = drizzle(pool, { schema }) as Database;
  // Every transaction can ask to hold its caller after the commit (commit-hold.server.ts, ADR 025).
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    withCommitHold(() => transaction(run, config))) as Database["transaction"];
  holder.__hvDatabase = { db, pool, url };
  return db;
}

export function db(): Database {
  if (!holder.__hvDatabase) throw new Error("Database not connected: call connectDatabase() at start-up");
  return holder.__hvDatabase.db;
}

export function isDatabaseConnected(): boolean {
  return holder.__hvDatabase !== undefined;
}

export async function closeDatabase(): Promise<void> {
  const state = holder.__hvDatabase;
  holder.__hvDatabase = undefined;
  await state?.pool.end();
}

/** The transaction handle drizzle passes to db().transaction callbacks. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;
