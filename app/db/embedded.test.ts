import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-embedded-"));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL", () => {
  it("creates a cluster once, refuses a second server on the folder, and keeps data across restarts", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    expect(first.created).toBe(true);
    await query(first.url, "create table kept (word text); insert into kept values ('bevaret')");

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/already run by another process/);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(second.created).toBe(false);
      expect(await query(second.url, "select word from kept")).toEqual([{ word: "bevaret" }]);
    } finally {
      await second.stop();
    }
  });
});
