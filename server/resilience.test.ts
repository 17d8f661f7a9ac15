import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, db } from "~/db/client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { createTestCompany } from "~/server/pages/test-support";
import { startHttpApp, type TestHttpApp } from "../tests/setup/http-app";

// This file owns a whole PostgreSQL server, because it stops and starts it: the three fixes for a
// database restart (docs/performance.md, "drills") each get a regression test here.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-resilience-"));
let database: EmbeddedDatabase;
let port: number;
let app: TestHttpApp;
let cached: Awaited<ReturnType<typeof createTestCompany>>;
let unseen: Awaited<ReturnType<typeof createTestCompany>>;

beforeAll(async () => {
  fs.chmodSync(dataDir, 0o755);
  database = await startEmbeddedPostgres({ dataDir });
  port = Number(new URL(database.url).port);
  await applyMigrations(connectDatabase(database.url));
  cached = await createTestCompany(db(), "Cachet Tømrer");
  unseen = await createTestCompany(db(), "Ukendt Murer");
  app = await startHttpApp({ databaseUrl: database.url });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("while PostgreSQL restarts", () => {
  it("survives a connection that is lent out when the server goes away, and serves again afterwards", async () => {
    expect((await app.request(`${cached.company.subdomain}.localhost`, "/")).status).toBe(200);
    // A client checked out of the pool: pg-pool has taken its own error listener off it.
    const lent = await db().$client.connect();
    const lost = new Promise<void>((resolve) => lent.once("error", () => resolve()));
    await database.stop();
    await lost; // the client's error arrived; without a listener of the app's own it would crash us

    // Fix 1: a site the instance has not cached is "not now" (503), never "no such site" (404).
    const lookup = await app.request(`${unseen.company.subdomain}.localhost`, "/");
    expect(lookup.status).toBe(503);
    expect(lookup.headers["retry-after"]).toBe("5");
    expect(lookup.body).toContain("midlertidigt utilgængelig");

    // Fix 3: any request that fails while the database is away answers 503 with Retry-After, not 500.
    const login = await app.request("localhost", "/admin?index", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${app.port}`,
      },
      body: "email=ejer%40example.dk&password=hemmelig-kode-123",
    });
    expect(login.status).toBe(503);
    expect(login.headers["retry-after"]).toBe("5");

    lent.release(true);
    database = await startEmbeddedPostgres({ dataDir, port });
    // Back: the same pool reconnects, nothing was restarted on the app side.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await app.request(`${unseen.company.subdomain}.localhost`, "/")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
