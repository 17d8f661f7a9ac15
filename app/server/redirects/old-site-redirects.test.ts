import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, redirects } from "~/db/schema";
import { listSitePaths } from "~/integrations/scrape/list-site-paths.server";
import { startTestServer, type TestServer } from "~/integrations/scrape/test-server";
import { REDIRECT_MESSAGES, redirectSchema } from "~/schemas/redirect";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { addRedirect } from "./add-redirect.server";
import { bestPageForPath } from "./best-page-for-path";
import { deleteRedirect } from "./delete-redirect.server";
import { importOldSiteRedirects } from "./import-old-site-redirects.server";
import { listRedirects } from "./list-redirects.server";

// Redirects from the old website: its addresses read over real HTTP from a local server (sitemap.xml,
// else the homepage's links) through the SSRF-safe fetcher, matched to the new pages; the owner's list.

const db = connectTestDatabase();
let withSitemap: TestServer;
let linksOnly: TestServer;
const onLoopback = (server: TestServer) => ({
  allowedPorts: [server.port],
  isAllowedAddress: (address: string) => address === "127.0.0.2",
});

beforeAll(async () => {
  withSitemap = await startTestServer("127.0.0.2", (req, res) => {
    if (req.url === "/sitemap.xml") {
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>http://127.0.0.2:${withSitemap.port}/</loc></url>
        <url><loc>http://127.0.0.2:${withSitemap.port}/om-firmaet.html</loc></url>
        <url><loc>http://127.0.0.2:${withSitemap.port}/ydelser/tagrender?x=1</loc></url>
        <url><loc>https://andet-domaene.dk/fremmed</loc></url></urlset>`,
      );
    } else {
      res.writeHead(404).end();
    }
  });
  linksOnly = await startTestServer("127.0.0.2", (req, res) => {
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<html><body><a href="/kontakt-os.php">Kontakt</a><a href="galleri/">Billeder</a>
        <a href="mailto:a@b.dk">Mail</a><a href="https://facebook.com/x">FB</a></body></html>`,
      );
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await withSitemap?.close();
  await linksOnly?.close();
});

describe("listSitePaths", () => {
  it("reads the old site's sitemap.xml: its own addresses only", async () => {
    expect(await listSitePaths(`${withSitemap.origin}/`, onLoopback(withSitemap))).toEqual([
      "/om-firmaet.html",
      "/ydelser/tagrender",
    ]);
  });

  it("falls back to the homepage's links when there is no sitemap", async () => {
    expect(await listSitePaths(linksOnly.origin, onLoopback(linksOnly))).toEqual([
      "/kontakt-os.php",
      "/galleri",
    ]);
  });

  it("gives nothing (never throws) for a refused address", async () => {
    expect(await listSitePaths(withSitemap.origin)).toEqual([]);
  });
});

describe("bestPageForPath", () => {
  const pages = [
    { id: "1", slug: "forside", type: "homepage", pageName: "Forside", title: "Tømrer i Vejle" },
    { id: "2", slug: "om-os", type: "page", pageName: "Om os", title: "Om firmaet" },
    { id: "3", slug: "tagrender", type: "page", pageName: "Tagrender", title: "Tagrender og nedløb" },
  ];
  it("matches words in the address to a page's address, name and title; else the homepage", () => {
    expect(bestPageForPath("/om-firmaet.html", pages)?.id).toBe("2");
    expect(bestPageForPath("/ydelser/tagrender", pages)?.id).toBe("3");
    expect(bestPageForPath("/index.php?id=7", pages)?.id).toBe("1");
  });
});

describe("importOldSiteRedirects", () => {
  it("adds a 301 per old address to the best page, once", async () => {
    const { company, about } = await createTestCompany(db);
    await db
      .update(companies)
      .set({ existingWebsite: { url: `${withSitemap.origin}/`, title: "", description: "" } })
      .where(eq(companies.id, company.id));
    const first = await importOldSiteRedirects(company.id, onLoopback(withSitemap));
    expect(first.added).toBe(2);
    const rows = await listRedirects(company.id);
    expect(rows.map((row) => [row.fromPath, row.pageName, row.source])).toEqual([
      ["/om-firmaet.html", "Om os", "old-site"],
      ["/ydelser/tagrender", "Forside", "old-site"],
    ]);
    expect(rows[0]?.pageName).toBe(about.pageName);
    expect((await importOldSiteRedirects(company.id, onLoopback(withSitemap))).added).toBe(0);
  });
});

describe("the owner's redirects", () => {
  it("validates with Danish messages", () => {
    const issues = (input: object) =>
      redirectSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];
    expect(issues({ fromPath: "om.html", target: "x" })).toEqual([["fromPath", REDIRECT_MESSAGES.fromSlash]]);
    expect(issues({ fromPath: "/admin/x", target: "x" })).toEqual([
      ["fromPath", REDIRECT_MESSAGES.fromProduct],
    ]);
    expect(issues({ fromPath: "/tilbud", target: "x" })).toEqual([
      ["fromPath", REDIRECT_MESSAGES.fromProduct],
    ]);
    expect(issues({ fromPath: "/a", target: "" })).toEqual([["target", REDIRECT_MESSAGES.targetRequired]]);
    expect(issues({ fromPath: "/a", target: "url", toUrl: "http://x.dk" })).toEqual([
      ["toUrl", REDIRECT_MESSAGES.urlInvalid],
    ]);
  });

  it("refuses a page's own address and a loop, and never touches another company's redirect", async () => {
    const { company, home, about } = await createTestCompany(db);
    await expect(addRedirect(company.id, { fromPath: "/om-os", target: home.id, toUrl: "" })).rejects.toThrow(
      REDIRECT_MESSAGES.fromIsPage,
    );
    await expect(
      addRedirect(company.id, { fromPath: "/forside/", target: home.id, toUrl: "" }),
    ).rejects.toThrow(REDIRECT_MESSAGES.fromIsPage);
    await addRedirect(company.id, { fromPath: "/gammel", target: about.id, toUrl: "" });
    const [row] = await listRedirects(company.id);
    const other = await createTestCompany(db);
    // Another company's page as target, or its redirect id: refused, nothing changed.
    await expect(
      addRedirect(other.company.id, { fromPath: "/x", target: about.id, toUrl: "" }),
    ).rejects.toThrow(REDIRECT_MESSAGES.targetRequired);
    await expect(deleteRedirect(other.company.id, row!.id)).rejects.toThrow("blev ikke fundet");
    expect(await db.select().from(redirects).where(eq(redirects.companyId, company.id))).toHaveLength(1);
  });
});
