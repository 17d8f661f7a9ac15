import type http from "node:http";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { companies, pages, pageViews } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { type FastPathAppModule, type Reply, request, serveFastPathApp } from "../tests/setup/fast-path-app";

// The whole HTTP app against its own PostgreSQL database, served by Express alone and with the fast
// path in front (tests/setup/fast-path-app.ts). Both share the app's caches, so each fast-path answer
// is compared with Express's answer for the very same cached page.

const DB_NAME = "site_fast_path_test";
const { db, app } = serveFastPathApp(DB_NAME);
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const BOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";
const OWN_DOMAIN = "hurtig-toemrer.dk";

let mod: FastPathAppModule;
let normal: http.Server;
let fast: http.Server;
let site: { id: string; cvr: string; subdomain: string };

/** Everything a client sees except the Date line (which ticks). */
function comparable(reply: Reply) {
  const { date: _date, ...headers } = reply.headers;
  return { status: reply.status, headers, body: reply.body.toString("base64") };
}

beforeAll(async () => {
  ({ mod, normal, fast } = app);
  const a = await createTestCompany(db(), "Hurtig Tømrer");
  const b = await createTestCompany(db(), "Eget Domæne Murer");
  await db()
    .update(companies)
    .set({ customDomain: OWN_DOMAIN, customDomainVerifiedAt: new Date() })
    .where(eq(companies.id, b.company.id));
  site = a.company;
}, 180_000);

/** Express's answer from the cache, then the fast path's; the fast path must have answered itself. */
async function compare(
  host: string,
  path: string,
  extra: Record<string, string | string[]> = {},
  method = "GET",
) {
  // The proxy's request id, so both answers carry the same one.
  const headers = { "x-request-id": "fra-caddy", ...extra };
  // Fills the cache (a bot, so no page view) and makes sure Express serves it from there.
  await request(normal, host, path, { "user-agent": BOT });
  const expected = await request(normal, host, path, { "user-agent": BOT, ...headers }, method);
  expect(expected.headers["x-site-cache"]).toBe("hit");
  const before = mod.siteFastPathServed();
  const actual = await request(fast, host, path, { "user-agent": BOT, ...headers }, method);
  expect(mod.siteFastPathServed()).toBe(before + 1);
  expect(comparable(actual)).toEqual(comparable(expected));
  return actual;
}

// Generous: every case renders twice and compares, slow on a busy machine.
describe("the customer-page fast path", { timeout: 240_000 }, () => {
  const forms = () => [
    ["subdomain homepage", `${site.subdomain}.localhost:3000`, "/"],
    ["subdomain subpage", `${site.subdomain}.localhost:3000`, "/om-os"],
    ["subdomain welcome variant", `${site.subdomain}.localhost:3000`, "/?newsite=true"],
    ["own domain homepage", OWN_DOMAIN, "/"],
    ["own domain with www, subpage", `www.${OWN_DOMAIN}`, "/om-os"],
    ["/{cvr} on the main host", "localhost:3000", `/${site.cvr}`],
    ["/{cvr}/{slug} on the main host", "localhost:3000", `/${site.cvr}/om-os`],
  ];

  it("answers every host form and encoding exactly as Express does", async () => {
    for (const [, host, path] of forms()) {
      for (const encoding of ["br", "gzip", "gzip, deflate, br", null]) {
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        const reply = await compare(host!, path!, { ...headers, "x-request-id": "fast-1" });
        expect(reply.status).toBe(200);
        expect(reply.headers["content-encoding"]).toBe(
          encoding === null ? undefined : encoding.slice(-2) === "br" ? "br" : "gzip",
        );
      }
    }
  });

  it("sends the site CSP with the welcome script's hash, and the script itself only with ?newsite=true", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    const welcome = await compare(host, "/?newsite=true");
    const plain = await compare(host, "/");
    expect(welcome.headers["content-security-policy"]).toMatch(/script-src 'sha256-[\w+/=]+'/);
    expect(welcome.headers["x-content-type-options"]).toBe("nosniff");
    expect(welcome.body.toString()).toContain("<dialog");
    expect(plain.body.toString()).not.toContain("<dialog");
  });

  it("answers If-None-Match with 304, HEAD without a body, and HTTPS from the proxy with HSTS", async () => {
    for (const [, host, path] of forms()) {
      const first = await request(normal, host!, path!);
      const etag = String(first.headers.etag);
      const notModified = await compare(host!, path!, { "if-none-match": etag, "x-request-id": "x" });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      const head = await compare(host!, path!, { "accept-encoding": "br", "x-request-id": "x" }, "HEAD");
      expect(head.body.length).toBe(0);
      expect(head.headers["content-encoding"]).toBe("br");
      const secure = await compare(host!, path!, { "x-forwarded-proto": "https", "x-request-id": "x" });
      // includeSubDomains on the product's domain only, never on an owner's own domain.
      expect(secure.headers["strict-transport-security"]).toBe(
        host!.includes("localhost") ? "max-age=31536000; includeSubDomains" : "max-age=31536000",
      );
    }
  });

  it("reads repeated and mixed-case request headers as Node joins them for Express", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    const etag = String((await request(normal, host, "/")).headers.etag);
    // An array sends the header once per value; Node joins the values with ", " for Express.
    const both = await compare(host, "/", { "accept-encoding": ["gzip", "br"], "x-request-id": ["a", "b"] });
    expect(both.headers["content-encoding"]).toBe("br");
    expect(both.headers["x-request-id"]).toBe("a, b");
    const mixed = await compare(host, "/", { "ACCEPT-Encoding": "gzip", "X-REQUEST-ID": "Stort" });
    expect(mixed.headers["content-encoding"]).toBe("gzip");
    expect(mixed.headers["x-request-id"]).toBe("Stort");
    const notModified = await compare(host, "/", { "If-None-Match": ['"andet"', etag], "x-request-id": "x" });
    expect(notModified.status).toBe(304);
    const secure = await compare(host, "/", { "X-Forwarded-Proto": ["https", "http"], "x-request-id": "x" });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("gives each request its own id unless the proxy sent one", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    await compare(host, "/", { "x-request-id": "fra-caddy" });
    const a = await request(fast, host, "/");
    const b = await request(fast, host, "/");
    expect(a.headers["x-request-id"]).toBeTruthy();
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("leaves to Express what it cannot answer as Express would", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    await compare(host, "/");
    const before = mod.siteFastPathServed();
    const cases: Array<[string, Record<string, string>, string]> = [
      ["/", { "accept-encoding": "deflate" }, "GET"], // compression would deflate the plain body
      ["/?utm_source=x", {}, "GET"], // an unknown query string
      ["/findes-ikke-endnu", {}, "GET"], // not cached
      ["/robots.txt", {}, "GET"], // a file
      ["/admin", {}, "GET"], // the product
      ["/", {}, "POST"],
    ];
    for (const [path, headers, method] of cases) {
      const viaFast = await request(fast, host, path, { "x-request-id": "y", ...headers }, method);
      const viaExpress = await request(normal, host, path, { "x-request-id": "y", ...headers }, method);
      expect(viaFast.status).toBe(viaExpress.status);
      expect(viaFast.headers["content-encoding"]).toBe(viaExpress.headers["content-encoding"]);
    }
    expect(mod.siteFastPathServed()).toBe(before);
    // A subdomain nobody has: the 404 page, from Express.
    const unknown = await request(fast, "findes-ikke-her.localhost:3000", "/");
    expect(unknown.status).toBe(404);
    expect(mod.siteFastPathServed()).toBe(before);
  });

  it("counts page views of people and not of bots", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    const path = "/om-os";
    await compare(host, path); // cached; bots only so far
    const before = mod.siteFastPathServed();
    for (let i = 0; i < 3; i++) await request(fast, host, path, { "user-agent": BROWSER });
    for (let i = 0; i < 2; i++) await request(fast, host, path, { "user-agent": BOT });
    await request(fast, host, path, { "user-agent": BROWSER, "if-none-match": '"nope"' });
    await request(fast, host, path, { "user-agent": BROWSER }, "HEAD");
    expect(mod.siteFastPathServed()).toBe(before + 7);
    const day = copenhagenDay();
    // The app writes counted views every 5 s.
    await vi.waitFor(
      async () => {
        const rows = await db()
          .select({ count: pageViews.count })
          .from(pageViews)
          .where(and(eq(pageViews.companyId, site.id), eq(pageViews.day, day), eq(pageViews.path, path)));
        expect(rows).toEqual([{ count: 4 }]);
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it("shows an edit on the very next request, then serves the new page fast", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    await compare(host, "/");
    for (let i = 1; i <= 5; i++) {
      const title = `Ny overskrift nummer ${i}`;
      await db().transaction(async (tx) => {
        await tx
          .update(pages)
          .set({ title, content: { hero: { title }, main: { content: "Redigeret." } } })
          .where(and(eq(pages.companyId, site.id), eq(pages.slug, "forside")));
        await bumpSiteVersion(tx, site.id);
      });
      const next = await request(fast, host, "/");
      expect(next.body.toString()).toContain(title);
      const before = mod.siteFastPathServed();
      const again = await request(fast, host, "/");
      expect(again.body.toString()).toContain(title);
      expect(mod.siteFastPathServed()).toBe(before + 1);
    }
  });

  it("steps aside the moment a site's grace period ends, so visitors see the pause page", async () => {
    const paused = (await createTestCompany(db(), "Pause Maler")).company;
    const host = `${paused.subdomain}.localhost:3000`;
    await compare(host, "/");
    const [row] = await db()
      .select({ trialEndDate: companies.trialEndDate })
      .from(companies)
      .where(eq(companies.id, paused.id));
    // The app's own module instances (its bundle) hold its env, billing switch and clock.
    const switchBilling = (provider: "stripe" | "none") => {
      Object.assign(process.env, {
        BILLING_PROVIDER: provider,
        STRIPE_SECRET_KEY: "sk_test_fast_path",
        STRIPE_WEBHOOK_SECRET: "whsec_fast_path",
      });
      mod.resetEnvForTests();
      mod.resetBillingForTests();
    };
    try {
      switchBilling("stripe");
      // Still in the grace period: the cached page is served fast.
      mod.setBillingClockForTests(new Date(row!.trialEndDate.getTime() + 13 * 86_400_000));
      let before = mod.siteFastPathServed();
      expect((await request(fast, host, "/")).status).toBe(200);
      expect(mod.siteFastPathServed()).toBe(before + 1);
      // Grace over, nothing changed the site's version: the next request gets the pause page.
      mod.setBillingClockForTests(new Date(row!.trialEndDate.getTime() + 15 * 86_400_000));
      before = mod.siteFastPathServed();
      const reply = await request(fast, host, "/");
      expect(reply.status).toBe(503);
      expect(reply.body.toString()).toContain("Hjemmesiden er midlertidigt sat på pause");
      expect(mod.siteFastPathServed()).toBe(before);
    } finally {
      mod.setBillingClockForTests(null);
      switchBilling("none");
    }
  });
});
