import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, redirects } from "~/db/schema";
import { listSitePaths } from "~/integrations/scrape/list-site-paths.server";
import { reachOnly, startTestServer, type TestServer } from "~/integrations/scrape/test-server";
import { MAX_REDIRECTS, REDIRECT_MESSAGES, redirectSchema } from "~/schemas/redirect";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { acceptOldSiteRedirects } from "./accept-old-site-redirects.server";
import { addRedirect } from "./add-redirect.server";
import { bestPageForPath } from "./best-page-for-path";
import { deleteRedirect } from "./delete-redirect.server";
import { listOldSiteSuggestions } from "./list-old-site-suggestions.server";
import { listRedirects } from "./list-redirects.server";
import { readOldSiteAddresses } from "./read-old-site-addresses.server";

// Redirects from the old website: its addresses read over real HTTP from a local server (sitemap.xml,
// else the homepage's links) through the SSRF-safe fetcher, matched to the new pages; the owner's list.

const db = connectTestDatabase();
let withSitemap: TestServer;
let linksOnly: TestServer;
const onLoopback = reachOnly;

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
    { id: "4", slug: "kontakt", type: "page", pageName: "Kontakt", title: "Ring til os" },
    {
      id: "5",
      slug: "vores-arbejde",
      type: "page",
      pageName: "Vores arbejde",
      title: "Billeder af køkkener",
    },
  ];
  const best = (path: string) => bestPageForPath(path, pages)?.pageName;
  it("takes the page whose address is the old address's last part, file ending or not", () => {
    expect(best("/om-os")).toBe("Om os");
    expect(best("/om-os.html")).toBe("Om os");
    expect(best("/da/kontakt/")).toBe("Kontakt");
  });
  it("else matches words of the address to a page's address, name and title, small words aside", () => {
    expect(best("/kontakt-os")).toBe("Kontakt");
    expect(best("/kontakt-os.php")).toBe("Kontakt");
    expect(best("/om-firmaet.html")).toBe("Om os");
    expect(best("/ydelser/tagrender")).toBe("Tagrender");
    expect(best("/galleri/k%C3%B8kkener")).toBe("Vores arbejde");
  });
  it("gives the homepage when nothing matches", () => {
    expect(best("/index.php?id=7")).toBe("Forside");
    expect(best("/produkter/xyz-123")).toBe("Forside");
    expect(bestPageForPath("/x", [])).toBeUndefined();
  });
});

describe("the old site's addresses as suggestions", () => {
  async function companyWithOldSite(origin: string) {
    const own = await createTestCompany(db);
    await db
      .update(companies)
      .set({ existingWebsite: { url: `${origin}/`, title: "", description: "" } })
      .where(eq(companies.id, own.company.id));
    return own;
  }

  it("reads them, proposes the best page for each and adds nothing before the owner accepts", async () => {
    const { company, home, about } = await companyWithOldSite(withSitemap.origin);
    expect(await readOldSiteAddresses(company.id, onLoopback(withSitemap))).toEqual({
      found: 2,
      oldSite: `${withSitemap.origin}/`,
    });
    const { suggestions, pages } = await listOldSiteSuggestions(company.id);
    expect(suggestions).toEqual([
      { path: "/om-firmaet.html", pageId: about.id },
      { path: "/ydelser/tagrender", pageId: home.id },
    ]);
    expect(pages.map((page) => page.pageName)).toEqual(["Forside", "Om os"]);
    expect(await listRedirects(company.id)).toEqual([]);
  });

  it("accepts the checked ones to the chosen pages, then offers none of the list again", async () => {
    const { company, home, about } = await companyWithOldSite(linksOnly.origin);
    await readOldSiteAddresses(company.id, onLoopback(linksOnly));
    expect((await listOldSiteSuggestions(company.id)).suggestions.map((row) => row.path)).toEqual([
      "/galleri",
      "/kontakt-os.php",
    ]);
    const saved = await acceptOldSiteRedirects(company.id, [
      { path: "/galleri", accept: true, target: home.id },
      { path: "/kontakt-os.php", accept: false, target: about.id },
    ]);
    expect(saved).toEqual({ added: 1 });
    expect((await listRedirects(company.id)).map((row) => [row.fromPath, row.pageName, row.source])).toEqual([
      ["/galleri", "Forside", "old-site"],
    ]);
    expect((await listOldSiteSuggestions(company.id)).suggestions).toEqual([]);
    // Saving the same list again (a second tab, a double click) changes nothing.
    expect(
      await acceptOldSiteRedirects(company.id, [{ path: "/kontakt-os.php", accept: true, target: about.id }]),
    ).toEqual({ added: 0 });
    // Reading the old site again offers the undecided address once more, not the redirected one.
    await readOldSiteAddresses(company.id, onLoopback(linksOnly));
    expect((await listOldSiteSuggestions(company.id)).suggestions.map((row) => row.path)).toEqual([
      "/kontakt-os.php",
    ]);
  });

  it("refuses another company's page and more than the redirect limit, changing nothing", async () => {
    const { company, about } = await companyWithOldSite(withSitemap.origin);
    const other = await createTestCompany(db);
    await readOldSiteAddresses(company.id, onLoopback(withSitemap));
    await expect(
      acceptOldSiteRedirects(company.id, [
        { path: "/om-firmaet.html", accept: true, target: other.about.id },
      ]),
    ).rejects.toThrow(REDIRECT_MESSAGES.targetRequired);
    // Another company cannot accept this company's suggestions (they are not its own).
    expect(
      await acceptOldSiteRedirects(other.company.id, [
        { path: "/om-firmaet.html", accept: true, target: other.about.id },
      ]),
    ).toEqual({ added: 0 });
    await db.insert(redirects).values(
      Array.from({ length: MAX_REDIRECTS - 1 }, (_, n) => ({
        companyId: company.id,
        fromPath: `/fyld-${n}`,
        toPageId: about.id,
        source: "owner" as const,
      })),
    );
    await expect(
      acceptOldSiteRedirects(company.id, [
        { path: "/om-firmaet.html", accept: true, target: about.id },
        { path: "/ydelser/tagrender", accept: true, target: about.id },
      ]),
    ).rejects.toThrow(REDIRECT_MESSAGES.limit);
    expect((await listOldSiteSuggestions(company.id)).suggestions).toHaveLength(2);
    expect(await listRedirects(other.company.id)).toEqual([]);
  });

  it("lets one of two concurrent saves of the same list add the redirects", async () => {
    const { company, about } = await companyWithOldSite(withSitemap.origin);
    await readOldSiteAddresses(company.id, onLoopback(withSitemap));
    const choices = [
      { path: "/om-firmaet.html", accept: true, target: about.id },
      { path: "/ydelser/tagrender", accept: true, target: about.id },
    ];
    const answers = await Promise.all([
      acceptOldSiteRedirects(company.id, choices),
      acceptOldSiteRedirects(company.id, choices),
    ]);
    expect(answers.map((answer) => answer.added).sort()).toEqual([0, 2]);
    expect(await listRedirects(company.id)).toHaveLength(2);
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
