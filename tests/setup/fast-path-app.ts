import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type express from "express";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { connectIsolatedTestDatabase } from "./db";
import { ensureHttpAppBuild, httpAppBuildDir } from "./http-app-build";

/** What the fast-path tests use of the built server/app.ts. */
export type FastPathAppModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
  withSiteFastPath: (app: express.Express, fallback: http.RequestListener) => http.RequestListener;
  siteFastPathServed: () => number;
  startServices: () => Promise<void>;
  stopServices: () => Promise<void>;
  refreshSiteFiles: (budgetMs?: number) => Promise<{ published: number }>;
  /** The app's own settings, billing switch and clocks (a test file's imports hold other copies). */
  resetEnvForTests: () => void;
  resetBillingForTests: () => void;
  setBillingClockForTests: (date: Date | null) => void;
  setSectionsClockForTests: (date: Date | null) => void;
};

export type FastPathApp = {
  mod: FastPathAppModule;
  /** Express alone. */
  normal: http.Server;
  /** The production fast path (server/site-fast-path.ts) in front of the same Express app. */
  fast: http.Server;
};

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * The whole HTTP app (the production build of server/app.ts with React Router, tests/setup/http-app-build.ts,
 * with its background services) against its own PostgreSQL database `dbName`, served twice over real
 * HTTP: by Express alone and with the fast path in front. Both share the app's caches. Registers the
 * beforeAll/afterAll hooks; the returned `app` is filled in before the tests run.
 */
export function serveFastPathApp(
  dbName: string,
  options: { siteFiles?: boolean } = {},
): { db: () => Database; app: FastPathApp } {
  const db = connectIsolatedTestDatabase(dbName);
  const app = {} as FastPathApp;
  beforeAll(async () => {
    process.env.DATABASE_URL = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, `/${dbName}`);
    process.env.LOG_REQUESTS = "false";
    process.env.SITE_FAST_PATH = "true";
    // Published pages as files (docs/decisions/026) answer before the cache; tests of the cache and
    // the fast path's own answers (pages the files do not hold, SITE_FILES=off) turn them off.
    process.env.SITE_FILES = options.siteFiles ? "true" : "false";
    const entry = await ensureHttpAppBuild(process.env.HTTP_APP_BUILD_DIR ?? httpAppBuildDir());
    // A query of its own makes Node evaluate the bundle again: a module instance of this file's own.
    app.mod = (await import(`${pathToFileURL(entry).href}?app=${crypto.randomUUID()}`)) as FastPathAppModule;
    await app.mod.startServices();
    const express = app.mod.createHttpApp({ clientDir: null, dev: false });
    app.normal = await listen(express);
    app.fast = await listen(app.mod.withSiteFastPath(express, express));
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => app.fast?.close(resolve));
    await new Promise((resolve) => app.normal?.close(resolve));
    await app.mod?.stopServices();
  });

  return { db, app };
}

/** One request on loopback with exactly this Host header (Node's fetch cannot reach *.localhost). */
export function request(
  server: http.Server,
  host: string,
  path: string,
  headers: Record<string, string | string[]> = {},
  method = "GET",
): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path, method, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

async function listen(listener: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}
