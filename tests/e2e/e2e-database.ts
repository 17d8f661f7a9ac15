import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_PORT } from "../../playwright.config";

/**
 * The e2e server's own database, for arranging state the product offers no screen for (a trial that
 * ends in 10 days, page views, a company whose trial ended weeks ago) and for reading the outbox. The
 * server runs its embedded PostgreSQL in DATA_DIR=.e2e-data-<port> (playwright.config.ts); PostgreSQL
 * writes its port into postmaster.pid there. The credentials are the embedded server's fixed local ones.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const pidFile = path.resolve(`.e2e-data-${E2E_PORT}`, "postgres", "postmaster.pid");
  const port = Number(fs.readFileSync(pidFile, "utf8").split("\n")[3]);
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: "postgres",
    database: "haandvaerkernet",
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
