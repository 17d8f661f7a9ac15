import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SitePage } from "~/components/site/site-page";
import { companies, pages } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { connectTestDatabase } from "../../../tests/setup/db";
import { findSiteByHost } from "../tenancy/find-site-by-host.server";
import { bumpSiteVersion } from "./bump-site-version.server";
import {
  FRESHNESS_LEASE_MS,
  listenForSiteChanges,
  type SiteChangeListener,
} from "./listen-site-changes.server";
import { loadSiteView } from "./load-site-view.server";
import { serveSitePage } from "./serve-site-page.server";
import { configureSiteCache, forgetSite, lookupSite, setSiteChangeListener } from "./site-cache.server";

// The caching path of server/app.ts without React Router: a real HTTP server whose requests go
// host → lookupSite (cached) → serveSitePage (page cache keyed by version) → loadSiteView + SitePage,
// with the LISTEN connection dropping cached entries when bumpSiteVersion NOTIFYs.

const db = connectTestDatabase();
const suffix = crypto.randomBytes(4).toString("hex");
const subdomain = `cachetest${suffix}`;
const cvr = String(10_000_000 + crypto.randomInt(80_000_000));
let companyId = "";
let listener: SiteChangeListener;
let server: http.Server;
let port = 0;

async function startListener() {
  listener = listenForSiteChanges({
    url: process.env.DATABASE_URL!,
    onChange: forgetSite,
    onConnected: () => setSiteChangeListener(listener),
    onDisconnected: () => setSiteChangeListener(null),
    // Production answers "late" after 50 ms; a busy test machine must not make that happen here.
    syncTimeoutMs: 5000,
    // As in production: requests within the lease after a round trip need none of their own (ADR 025).
    leaseMs: FRESHNESS_LEASE_MS,
  });
  await listener.ready;
}

function get(path: string): Promise<{ status: number; cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host: `${subdomain}.localhost` } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cache: String(res.headers["x-site-cache"]), body }),
        );
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  const [row] = await db
    .insert(companies)
    .values({
      cvr,
      name: "Cache Tømrer ApS",
      companyEmail: `cache-${suffix}@example.dk`,
      hours: DEFAULT_HOURS,
      subdomain,
      domainVerificationToken: suffix,
      industryDesc: "Tømrer- og bygningssnedkervirksomhed",
    })
    .returning({ id: companies.id });
  companyId = row!.id;
  await db.insert(pages).values([
    {
      companyId,
      pageName: "Forside",
      slug: "forside",
      type: "homepage",
      layout: "hero",
      title: "Første overskrift",
      content: { hero: { title: "Første overskrift" }, main: { content: "Velkommen." } },
    },
    { companyId, pageName: "Om os", slug: "om-os", type: "page", layout: "text", title: "Om os" },
  ]);

  configureSiteCache({ enabled: true });
  await startListener();

  server = http.createServer(async (req, res) => {
    const host = String(req.headers.host).replace(/\.localhost$/, "");
    const path = req.url ?? "/";
    const site = await lookupSite({ kind: "subdomain", subdomain: host });
    if (!site) {
      res.writeHead(404).end();
      return;
    }
    const slug = path === "/" ? null : path.slice(1);
    const result = await serveSitePage(
      { method: "GET", cacheKey: `${host}${path}`, site, ifNoneMatch: undefined, acceptEncoding: undefined },
      async () => {
        const loaded = await loadSiteView({ companyId: site.companyId }, slug);
        if (loaded.kind !== "page")
          return { status: 404, contentType: "text/html", body: Buffer.from(""), cacheable: true };
        const html = renderToStaticMarkup(createElement(SitePage, { ...loaded.view }));
        return {
          status: 200,
          contentType: "text/html; charset=utf-8",
          body: Buffer.from(html),
          cacheable: true,
        };
      },
    );
    res.writeHead(result.status, { ...result.headers, "X-Site-Cache": result.cache }).end(result.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await listener.stop();
  await db.delete(companies).where(eq(companies.id, companyId));
});

async function editHomepageTitle(title: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(pages)
      .set({ title, content: { hero: { title }, main: { content: "Velkommen." } } })
      .where(and(eq(pages.companyId, companyId), eq(pages.slug, "forside")));
    await bumpSiteVersion(tx, companyId);
  });
}

describe("customer-site cache", () => {
  it("serves the second request from the cache", async () => {
    const first = await get("/");
    expect(first.status).toBe(200);
    expect(first.body).toContain("Første overskrift");
    const second = await get("/");
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
  });

  it("shows an edit made through the database API on the very next request", async () => {
    await get("/");
    expect((await get("/")).cache).toBe("hit");
    await editHomepageTitle("Anden overskrift");
    const next = await get("/");
    expect(next.cache).toBe("miss");
    expect(next.body).toContain("Anden overskrift");
    expect(next.body).not.toContain("Første overskrift");
    expect((await get("/")).cache).toBe("hit");
  });

  it("keeps showing every edit, each on the next request", async () => {
    for (let i = 1; i <= 20; i++) {
      await editHomepageTitle(`Overskrift nummer ${i}`);
      const next = await get("/");
      expect(next.body).toContain(`Overskrift nummer ${i}<`);
    }
  });

  it("shows each edit on the next request while a steady stream of requests keeps the lease fresh", async () => {
    // Count the requests the lease vouched for, so the test proves they skipped the round trip.
    const isFresh = listener.isFresh;
    let vouched = 0;
    listener.isFresh = () => {
      const fresh = isFresh();
      if (fresh) vouched++;
      return fresh;
    };
    let streaming = true;
    const stream = (async () => {
      while (streaming) await Promise.all([get("/"), get("/"), get("/"), get("/")]);
    })();
    try {
      for (let i = 1; i <= 20; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const title = `Under trafik ${i}`;
        await editHomepageTitle(title);
        const next = await get("/");
        expect(next.body).toContain(title);
      }
    } finally {
      streaming = false;
      await stream;
      listener.isFresh = isFresh;
    }
    expect(vouched).toBeGreaterThan(0);
  });

  it("drops the site's other pages too, since menus and contact details are on every page", async () => {
    expect((await get("/om-os")).status).toBe(200);
    expect((await get("/om-os")).cache).toBe("hit");
    await db.transaction(async (tx) => {
      await tx.update(companies).set({ phone: "12 34 56 78" }).where(eq(companies.id, companyId));
      await bumpSiteVersion(tx, companyId);
    });
    const next = await get("/om-os");
    expect(next.cache).toBe("miss");
    expect(next.body).toContain("12 34 56 78");
  });

  it("still answers correctly while the listener is down: the host lookup goes to the database", async () => {
    await get("/");
    await listener.stop();
    setSiteChangeListener(null);
    try {
      // No listener: this instance hears nothing about the edit.
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ name: "Uden Lytter ApS" }).where(eq(companies.id, companyId));
        await bumpSiteVersion(tx, companyId);
      });
      const next = await get("/");
      expect(next.body).toContain("Uden Lytter ApS");
    } finally {
      await startListener();
    }
  });

  it("looks sites up by subdomain, cvr and verified own domain only", async () => {
    expect(await findSiteByHost({ kind: "subdomain", subdomain })).toMatchObject({ companyId });
    expect(await findSiteByHost({ kind: "cvr", cvr })).toMatchObject({ companyId });
    await db
      .update(companies)
      .set({ customDomain: `${subdomain}.dk`, customDomainVerifiedAt: null })
      .where(eq(companies.id, companyId));
    expect(await findSiteByHost({ kind: "custom", host: `${subdomain}.dk` })).toBeNull();
    await db.update(companies).set({ customDomainVerifiedAt: new Date() }).where(eq(companies.id, companyId));
    expect(await findSiteByHost({ kind: "custom", host: `www.${subdomain}.dk` })).toMatchObject({
      companyId,
    });
    expect(await findSiteByHost({ kind: "subdomain", subdomain: `findes-ikke-${suffix}` })).toBeNull();
  });
});
