import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseReachable } from "~/server/health/database-reachable.server";
import { insertTestCompany } from "~/server/settings/test-company.test-support";
import { connectTestDatabase } from "../tests/setup/db";
import { caddyAsk, healthProbes, requestLog } from "./ops";

const db = connectTestDatabase();
const ROOT = "xn--hndvrkernet-x8aq.dk";
const lines: string[] = [];
let base = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = "req-1";
    next();
  });
  app.use(healthProbes());
  app.use(requestLog((line) => lines.push(line)));
  app.use(caddyAsk(ROOT));
  app.get("/side", (_req, res) => void res.status(201).send("hej"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
});

describe("health probes", () => {
  it("answer /healthz and /readyz on any host while the database is reachable", async () => {
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, "ok"]);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, "ready"]);
  });

  it("stay ready when PostgreSQL cannot be reached, and say so", async () => {
    // A pool aimed at a port nothing listens on: a refused connection, as during a restart. Every
    // instance shares the database: unready instances would leave the proxy with no upstream at all.
    const dead = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 1000 });
    const app = express().use(healthProbes({ databaseReachable: () => databaseReachable(dead) }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
    expect([response.status, await response.text()]).toEqual([200, "ready; database unreachable"]);
    await new Promise((resolve) => server.close(resolve));
    await dead.end();
  });
});

describe("request log", () => {
  it("writes one JSON line per request with id, method, path, status and duration, and nothing else", async () => {
    lines.length = 0;
    await (await fetch(`${base}/side?email=ejer@firma.dk`, { headers: { cookie: "session=secret" } })).text();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const entry = JSON.parse(lines[0]!);
    expect(Object.keys(entry).sort()).toEqual(
      ["durationMs", "level", "method", "msg", "path", "requestId", "status", "time"].sort(),
    );
    expect(entry).toMatchObject({ requestId: "req-1", method: "GET", path: "/side", status: 201 });
    expect(typeof entry.durationMs).toBe("number");
    expect(lines[0]).not.toMatch(/ejer@firma|secret|127\.0\.0\.1/);
  });

  it("does not log health probes", async () => {
    lines.length = 0;
    await (await fetch(`${base}/healthz`)).text();
    expect(lines).toEqual([]);
  });
});

describe("caddy ask", () => {
  const ask = async (domain: string) => (await fetch(`${base}/api/caddy-ask?domain=${domain}`)).status;

  it("allows verified own domains with or without www", async () => {
    const verified = `verificeret-${Date.now()}.dk`;
    await insertTestCompany(db, { customDomain: verified, customDomainVerifiedAt: new Date() });
    expect(await ask(verified)).toBe(200);
    expect(await ask(`www.${verified}`)).toBe(200);
  });

  it("refuses the product's hosts and subdomains: the wildcard certificate covers them (ADR 027)", async () => {
    const company = await insertTestCompany(db, {});
    expect(await ask(ROOT)).toBe(404);
    expect(await ask(`www.${ROOT}`)).toBe(404);
    expect(await ask(`${company.subdomain}.${ROOT}`)).toBe(404);
  });

  it("refuses unverified, unknown and malformed domains", async () => {
    const unverified = `uverificeret-${Date.now()}.dk`;
    await insertTestCompany(db, { customDomain: unverified });
    const logged = vi.spyOn(console, "log");
    expect(await ask(unverified)).toBe(404);
    // Caddy logs nothing for a refused handshake: the app's line is the one to look up.
    expect(logged.mock.calls.map(([line]) => String(line)).join("\n")).toContain(
      `"msg":"caddy ask refused","domain":"${unverified}"`,
    );
    logged.mockRestore();
    expect(await ask(`findesikke-${Date.now()}.dk`)).toBe(404);
    expect(await ask(`findesikke.${ROOT}`)).toBe(404);
    expect(await ask("127.0.0.1")).toBe(404);
    expect(await ask(`${unverified}:443`)).toBe(404);
    expect((await fetch(`${base}/api/caddy-ask`)).status).toBe(400);
  });
});
