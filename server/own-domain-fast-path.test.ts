import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type express from "express";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectIsolatedTestDatabase } from "../tests/setup/db";

// Issue 12: once an own domain is verified, the subdomain and /{cvr} answer 301 there, also for pages
// the production fast path (server/site-fast-path.ts) had cached before: the verification's version
// bump retires them. The whole app with production headers and the fast path in front, over real HTTP.

type AppModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
  withSiteFastPath: (app: express.Express, fallback: http.RequestListener) => http.RequestListener;
  siteFastPathServed: () => number;
  startServices: () => Promise<void>;
  stopServices: () => Promise<void>;
};

const DB_NAME = "own_domain_fast_path_test";
const db = connectIsolatedTestDatabase(DB_NAME);

let vite: ViteDevServer;
let mod: AppModule;
let fast: http.Server;

type Reply = { status: number; headers: http.IncomingHttpHeaders };

function get(host: string, path: string): Promise<Reply> {
  const { port } = fast.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path, headers: { host, "user-agent": "Googlebot/2.1" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  process.env.DATABASE_URL = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, `/${DB_NAME}`);
  process.env.LOG_REQUESTS = "false";
  process.env.SITE_FAST_PATH = "true";
  vite = await createViteServer({
    // Own domains are arbitrary hosts: the app classifies hosts itself (Vite would answer 403).
    server: { middlewareMode: true, hmr: false, ws: false, allowedHosts: true },
    appType: "custom",
    logLevel: "error",
  });
  mod = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  await mod.startServices();
  const app = mod.createHttpApp({ clientDir: null, dev: false });
  fast = http.createServer(mod.withSiteFastPath(app, app));
  await new Promise<void>((resolve) => fast.listen(0, "127.0.0.1", resolve));
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => fast?.close(resolve));
  await mod?.stopServices();
  await vite?.close();
});

describe("verifying an own domain", { timeout: 240_000 }, () => {
  it("turns pages the fast path served from cache into 301s to the own domain at once", async () => {
    const { company } = await createTestCompany(db(), "Cache Tømrer");
    const sub = `${company.subdomain}.localhost:3000`;
    const forms: Array<[string, string, string]> = [
      [sub, "/", "/"],
      [sub, "/om-os", "/om-os"],
      ["localhost:3000", `/${company.cvr}`, "/"],
      ["localhost:3000", `/${company.cvr}/om-os`, "/om-os"],
    ];
    for (const [host, path] of forms) {
      expect((await get(host, path)).status).toBe(200);
      // Proves the page is in the cache and the fast path answers it (on a loaded machine the change
      // listener may still be connecting, and until then Express answers: ask again).
      await expect
        .poll(async () => {
          const before = mod.siteFastPathServed();
          const answer = await get(host, path);
          return answer.status === 200 && mod.siteFastPathServed() === before + 1;
        })
        .toBe(true);
    }

    const domain = `${company.subdomain}.dk`;
    await db().transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ customDomain: domain, customDomainVerifiedAt: new Date() })
        .where(eq(companies.id, company.id));
      await bumpSiteVersion(tx, company.id);
    });

    for (const [host, path, target] of forms) {
      const before = mod.siteFastPathServed();
      const reply = await get(host, path);
      expect({ path, status: reply.status, location: reply.headers.location }).toEqual({
        path,
        status: 301,
        location: `https://${domain}${target}`,
      });
      expect(mod.siteFastPathServed()).toBe(before);
    }
    expect((await get(domain, "/om-os")).status).toBe(200);
  });
});
