import { once } from "node:events";
import fs from "node:fs";
import type http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { companies, pages, siteDetails } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { publishSite, renderSiteFiles } from "~/server/site-files/publish-site.server";
import { refreshSiteFiles } from "~/server/site-files/refresh-site-files.server";
import {
  currentManifest,
  siteFilesRoot,
  withdrawSite,
  writeGeneration,
} from "~/server/site-files/site-files-store.server";
import { setSiteRenderer, siteRenderer } from "~/server/site-files/site-renderer";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { type Reply, request, serveFastPathApp } from "../tests/setup/fast-path-app";

// Published pages as files (docs/decisions/026), through the whole HTTP app with production headers:
// Express alone and the production request listener in front of it. Every answer from the files is
// compared with what the live path (database and renderer) answers for the same page.

// Billing on (never called here), so a site whose grace period ended shows the pause page.
process.env.STRIPE_SECRET_KEY = "sk_test_site_files";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_site_files";
process.env.BILLING_PROVIDER = "stripe";
const { db, app } = serveFastPathApp("site_files_test", { siteFiles: true });
const BOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";
const OWN_DOMAIN = "filer-toemrer.dk";
let site: { id: string; cvr: string; subdomain: string };
let owned: { id: string; cvr: string; subdomain: string };

/** Everything a client sees except the Date line and the two headers that say where it came from. */
function comparable(reply: Reply) {
  const { date: _date, "x-site-cache": _cache, ...headers } = reply.headers;
  return { status: reply.status, headers, body: reply.body.toString("base64") };
}

type Pipelined = { host: string; path: string; encoding?: string };

/**
 * Every request on one connection in one write, the answers left unread for a moment (the socket fills
 * up and later answers queue in the server), then read: each answer's body and encoding, in order.
 */
async function pipelined(
  server: http.Server,
  asked: Pipelined[],
): Promise<Array<{ body: Buffer; encoding: string }>> {
  const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
  await once(socket, "connect");
  socket.pause();
  socket.write(
    asked
      .map(
        (r) =>
          `GET ${r.path} HTTP/1.1\r\nHost: ${r.host}\r\nUser-Agent: ${BOT}\r\n` +
          (r.encoding ? `Accept-Encoding: ${r.encoding}\r\n` : "") +
          "\r\n",
      )
      .join(""),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  let received = Buffer.alloc(0);
  const replies: Array<{ body: Buffer; encoding: string }> = [];
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (;;) {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = received.subarray(0, end).toString();
      const length = Number(/^content-length: (\d+)/im.exec(head)?.[1]);
      if (received.length < end + 4 + length) return;
      replies.push({
        body: Buffer.from(received.subarray(end + 4, end + 4 + length)),
        encoding: /^content-encoding: (\S+)/im.exec(head)?.[1] ?? "identity",
      });
      received = received.subarray(end + 4 + length);
      if (replies.length === asked.length) socket.end();
    }
  });
  socket.resume();
  await once(socket, "close");
  return replies;
}

const publish = (companyId: string) => db().transaction((tx) => bumpSiteVersion(tx, companyId));

beforeAll(async () => {
  site = (await createTestCompany(db(), "Filer Tømrer")).company;
  owned = (await createTestCompany(db(), "Eget Domæne Filer")).company;
  await db()
    .update(companies)
    .set({ customDomain: OWN_DOMAIN, customDomainVerifiedAt: new Date() })
    .where(eq(companies.id, owned.id));
}, 180_000);

describe("published site files", { timeout: 240_000 }, () => {
  it("a save writes every public page with its compressed variants before it is answered", async () => {
    await publish(site.id);
    const manifest = currentManifest(siteFilesRoot(), site.id);
    const [row] = await db()
      .select({ version: companies.version })
      .from(companies)
      .where(eq(companies.id, site.id));
    expect(manifest?.version).toBe(row?.version);
    expect(Object.keys(manifest?.pages ?? {}).sort()).toEqual(
      [
        "cvr:/",
        "cvr:/om-os",
        "cvr:/privatlivspolitik",
        "cvr:/tilbud",
        "cvr:/ring-mig-op",
        "site:/",
        "site:/om-os",
        "site:/privatlivspolitik",
        "site:/indexnow-key.txt",
        "site:/llms.txt",
        "site:/robots.txt",
        "site:/sitemap.xml",
        "site:/tilbud",
        "site:/ring-mig-op",
      ].sort(),
    );
    expect(manifest?.hosts).toEqual([`s:${site.subdomain}`, `c:${site.cvr}`]);
    const home = manifest!.pages["site:/"]!;
    const dir = path.join(
      siteFilesRoot(),
      "sites",
      site.id,
      fs.readlinkSync(path.join(siteFilesRoot(), "sites", site.id, "current")),
    );
    const html = fs.readFileSync(path.join(dir, `${home.file}.html`));
    expect(html.toString()).toContain("Filer Tømrer");
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${home.file}.html.gz`)))).toEqual(html);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${home.file}.html.br`)))).toEqual(html);
  });

  it("serves them byte for byte as the live render does, in every host form, encoding and revalidation", async () => {
    await publish(site.id);
    await publish(owned.id);
    const cases: Array<[string, string]> = [
      [`${site.subdomain}.localhost:3000`, "/"],
      [`${site.subdomain}.localhost:3000`, "/om-os"],
      [`${site.subdomain}.localhost:3000`, "/sitemap.xml"],
      ["localhost:3000", `/${site.cvr}`],
      ["localhost:3000", `/${site.cvr}/om-os`],
      [OWN_DOMAIN, "/"],
      [`www.${OWN_DOMAIN}`, "/om-os"],
    ];
    const variants: Array<[Record<string, string>, string]> = [
      [{}, "GET"],
      [{ "accept-encoding": "gzip" }, "GET"],
      [{ "accept-encoding": "gzip, deflate, br" }, "GET"],
      [{ "accept-encoding": "br" }, "HEAD"],
    ];
    /** Every case in every variant, from both servers, in one order. */
    const requestAll = async () => {
      const replies: Array<{ reply: Reply; label: string }> = [];
      for (const [host, pagePath] of cases)
        for (const [headers, method] of variants)
          for (const server of [app.fast, app.normal]) {
            const reply = await request(
              server,
              host,
              pagePath,
              { "user-agent": BOT, "x-request-id": "r", ...headers },
              method,
            );
            replies.push({ reply, label: `${host}${pagePath} ${JSON.stringify(headers)} ${method}` });
          }
      return replies;
    };
    const fromFiles = await requestAll();
    for (const { reply, label } of fromFiles) expect(reply.headers["x-site-cache"], label).toBe("file");
    for (const [host, pagePath] of cases) {
      const etag = fromFiles.findLast(({ label }) => label.startsWith(`${host}${pagePath} `))!.reply.headers
        .etag!;
      const revalidated = await request(app.fast, host, pagePath, {
        "user-agent": BOT,
        "if-none-match": etag,
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers["x-site-cache"]).toBe("file");
    }
    // The same requests with the files withdrawn: the database and the renderer answer (same version).
    withdrawSite(siteFilesRoot(), site.id);
    withdrawSite(siteFilesRoot(), owned.id);
    const live = await requestAll();
    live.forEach(({ reply, label }, index) => {
      expect(reply.headers["x-site-cache"], label).not.toBe("file");
      expect(comparable(fromFiles[index]!.reply), label).toEqual(comparable(reply));
    });
    await publishSite(site.id);
    await publishSite(owned.id);
  });

  it("answers the own domain's canonical 301 from the files", async () => {
    const reply = await request(app.fast, `${owned.subdomain}.localhost:3000`, "/om-os");
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`https://${OWN_DOMAIN}/om-os`);
  });

  it("shows an edit on the very next request", async () => {
    await db().update(pages).set({ title: "Ny overskrift fra filerne" }).where(eq(pages.companyId, site.id));
    await publish(site.id);
    const reply = await request(app.fast, `${site.subdomain}.localhost:3000`, "/");
    expect(reply.headers["x-site-cache"]).toBe("file");
    expect(reply.body.toString()).toContain("Ny overskrift fra filerne");
  });

  it("sees a link changed without its host marks (an older release writing) within a minute", async () => {
    // docs/decisions/039: a host's link is read again when its mark changes, and at least every minute.
    const host = `${site.subdomain}.localhost:3000`;
    await publish(site.id);
    expect((await request(app.fast, host, "/")).headers["x-site-cache"]).toBe("file");
    const current = path.join(siteFilesRoot(), "sites", site.id, "current");
    const name = fs.readlinkSync(current);
    fs.rmSync(current);
    try {
      // Still the files the host's link named: nothing wrote its mark.
      expect((await request(app.fast, host, "/")).headers["x-site-cache"]).toBe("file");
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
      const live = await request(app.fast, host, "/");
      expect(live.status).toBe(200);
      expect(live.headers["x-site-cache"]).not.toBe("file");
    } finally {
      vi.useRealTimers();
      fs.symlinkSync(name, current);
    }
    await publish(site.id);
    expect((await request(app.fast, host, "/")).headers["x-site-cache"]).toBe("file");
  });

  it("answers pipelined requests read slowly with each page's own bytes", async () => {
    // A body read for the socket sits in a buffer the next read reuses (page-bodies.server.ts), unless
    // its answer is still queued behind a full socket: then it must keep its own bytes.
    await publish(site.id);
    const manifest = currentManifest(siteFilesRoot(), site.id)!;
    const current = path.join(siteFilesRoot(), "sites", site.id, "current");
    const asked: Pipelined[] = [];
    // Enough of one page first to fill the socket; its body is kept in memory from its second read.
    for (let i = 0; i < 150; i++) asked.push({ host: `${site.subdomain}.localhost:3000`, path: "/" });
    // Then every other file once: each is read for the first time, while earlier answers wait.
    for (const key of Object.keys(manifest.pages).filter((k) => k !== "site:/"))
      for (const encoding of ["identity", "gzip", "br"]) {
        const [form, pagePath] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
        asked.push({
          host: form === "cvr" ? "localhost:3000" : `${site.subdomain}.localhost:3000`,
          path: form === "cvr" ? `/${site.cvr}${pagePath === "/" ? "" : pagePath}` : pagePath,
          encoding,
        });
      }
    const replies = await pipelined(app.fast, asked);
    expect(replies).toHaveLength(asked.length);
    replies.forEach((reply, i) => {
      const { host, path: pagePath } = asked[i]!;
      const key = host.startsWith("localhost")
        ? `cvr:${pagePath.slice(`/${site.cvr}`.length) || "/"}`
        : `site:${pagePath}`;
      const file = path.join(current, `${manifest.pages[key]!.file}.html`);
      const extension = reply.encoding === "br" ? ".br" : reply.encoding === "gzip" ? ".gz" : "";
      expect(reply.body.equals(fs.readFileSync(file + extension)), `${i} ${key} ${reply.encoding}`).toBe(
        true,
      );
    });
  });

  it("a crash between rendering and swapping leaves the old files served, never a mix", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    const root = siteFilesRoot();
    const before = await Promise.all(["/", "/om-os"].map((p) => request(app.fast, host, p)));
    await db().update(pages).set({ title: "Efter nedbruddet" }).where(eq(pages.companyId, site.id));
    await db()
      .update(companies)
      .set({ version: sql`${companies.version} + 1` })
      .where(eq(companies.id, site.id));
    // The process dies after the new generation is written, before the one rename that makes it current.
    const next = await renderSiteFiles(site.id);
    const crash = new Error("the process died here");
    expect(() =>
      writeGeneration(root, next!, () => {
        throw crash;
      }),
    ).toThrow(crash);
    const during = await Promise.all(["/", "/om-os"].map((p) => request(app.fast, host, p)));
    expect(during.map((reply) => reply.body.toString())).toEqual(
      before.map((reply) => reply.body.toString()),
    );
    expect(during.every((reply) => reply.headers["x-site-cache"] === "file")).toBe(true);
    // The refresh job finds files older than the site's version and publishes them again.
    const refreshed = await refreshSiteFiles(10_000);
    expect(refreshed.published).toBeGreaterThanOrEqual(1);
    const after = await request(app.fast, host, "/");
    expect(after.headers["x-site-cache"]).toBe("file");
    expect(after.body.toString()).toContain("Efter nedbruddet");
    // The half-written generation was swept; the current one and the one it replaced stay.
    expect(
      fs.readdirSync(path.join(root, "sites", site.id)).filter((name) => name.startsWith("g")),
    ).toHaveLength(2);
  });

  it("a new build renders the sites again and serves each site's old files until its new ones are complete", async () => {
    const host = `${site.subdomain}.localhost:3000`;
    await publishSite(site.id);
    const root = siteFilesRoot();
    const before = await request(app.fast, host, "/om-os");
    const oldBuild = currentManifest(root, site.id)!.build;
    const original = siteRenderer()!;
    // Requests made while this site's pages are being rendered by the new build.
    const during: Array<{ reply: Reply; build: string | undefined }> = [];
    // Counted before the await: a publish renders several pages at once.
    let asked = 0;
    setSiteRenderer({
      ...original,
      build: async () => ({ id: "naeste-build", builtAt: Date.now() + 60_000 }),
      async render(url, target) {
        if (url.startsWith(`https://${site.subdomain}.`) && asked < 3) {
          asked++;
          const build = currentManifest(root, site.id)?.build;
          during.push({ reply: await request(app.fast, host, "/om-os"), build });
        }
        return original.render(url, target);
      },
    });
    try {
      for (let slice = 0; slice < 3 && currentManifest(root, site.id)?.build !== "naeste-build"; slice++)
        await refreshSiteFiles(60_000);
    } finally {
      setSiteRenderer(original);
    }
    expect(during).toHaveLength(3);
    for (const { reply, build } of during) {
      expect(build).toBe(oldBuild);
      expect(reply.headers["x-site-cache"]).toBe("file");
      expect(reply.body).toEqual(before.body);
    }
    expect(currentManifest(root, site.id)?.build).toBe("naeste-build");
    const after = await request(app.fast, host, "/om-os");
    expect(after.headers["x-site-cache"]).toBe("file");
    expect(after.body).toEqual(before.body);
  });

  it("serves the pause page from the files once the grace period has ended, as the live path does", async () => {
    const paused = (await createTestCompany(db(), "Pause Filer")).company;
    await db()
      .update(companies)
      .set({ trialEndDate: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(companies.id, paused.id));
    await publish(paused.id);
    const host = `${paused.subdomain}.localhost:3000`;
    const fromFiles = await request(app.fast, host, "/om-os");
    expect(fromFiles.status).toBe(503);
    expect(fromFiles.headers["retry-after"]).toBe("86400");
    expect(fromFiles.body.toString()).toContain("Hjemmesiden er midlertidigt sat på pause");
    withdrawSite(siteFilesRoot(), paused.id);
    const live = await request(app.fast, host, "/om-os");
    expect(live.status).toBe(503);
    expect(live.body).toEqual(fromFiles.body);
  });

  it("a page that changes at a holiday boundary is rendered again by the periodic job, the live path meanwhile", async () => {
    // The app's own holiday clock and periodic job (its bundle holds other copies than this file's imports).
    const { setSectionsClockForTests, refreshSiteFiles: refreshAppSiteFiles } = app.mod;
    const holiday = (await createTestCompany(db(), "Ferie Filer")).company;
    await db()
      .insert(siteDetails)
      .values({ companyId: holiday.id, holidays: [{ from: "2026-12-22", to: "2027-01-02", note: "" }] });
    const host = `${holiday.subdomain}.localhost:3000`;
    try {
      setSectionsClockForTests(new Date("2026-12-21T12:00:00Z"));
      await publish(holiday.id);
      const before = await request(app.fast, host, "/");
      expect(before.headers["x-site-cache"]).toBe("file");
      expect(currentManifest(siteFilesRoot(), holiday.id)?.pages["site:/"]?.expiresAt).toBe(
        Date.parse("2026-12-21T23:00:00Z"),
      );
      // Copenhagen midnight: the file is past its expiry, so the live path renders the closure.
      setSectionsClockForTests(new Date("2026-12-21T23:00:00Z"));
      const live = await request(app.fast, host, "/");
      expect(live.headers["x-site-cache"]).not.toBe("file");
      expect(live.body.toString()).not.toEqual(before.body.toString());
      expect((await refreshAppSiteFiles(10_000)).published).toBeGreaterThanOrEqual(1);
      const after = await request(app.fast, host, "/");
      expect(after.headers["x-site-cache"]).toBe("file");
      expect(after.body.toString()).toEqual(live.body.toString());
    } finally {
      setSectionsClockForTests(null);
    }
  });
});
