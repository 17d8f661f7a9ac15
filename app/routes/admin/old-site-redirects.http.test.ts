import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, pages, redirects } from "~/db/schema";
import { reachOnly, startTestServer, type TestServer } from "~/integrations/scrape/test-server";
import { readOldSiteAddresses } from "~/server/redirects/read-old-site-addresses.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// Redirects from the old website (issue 12) through the real server/app.ts: the old site is a local HTTP
// server (with a sitemap.xml, or only links on its homepage) read through the SSRF-safe fetcher; the
// owner sees one row per address with the proposed page, accepts some with one post (a plain form, as
// without JavaScript), and exactly those answer 301 on the site. Everything is the session's company.

const db = connectTestDatabase();
let withSitemap: TestServer;
let linksOnly: TestServer;

beforeAll(async () => {
  withSitemap = await startTestServer("127.0.0.2", (req, res) => {
    if (req.url !== "/sitemap.xml") return void res.writeHead(404).end();
    const loc = (path: string) => `<url><loc>${withSitemap.origin}${path}</loc></url>`;
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      ${loc("/")}${loc("/om-os.html")}${loc("/kontakt-os")}${loc("/produkter/tilbud-2019")}</urlset>`);
  });
  linksOnly = await startTestServer("127.0.0.2", (req, res) => {
    if (req.url !== "/") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<html><body><a href="/ydelser.php">Ydelser</a> <a href="/kontakt-os.php">Kontakt</a></body></html>`,
    );
  });
});
afterAll(async () => {
  await withSitemap?.close();
  await linksOnly?.close();
});
const app = startHttpAppForFile();

async function ownerWithOldSite(server: TestServer) {
  const site = await createOwnerWithSite(db, "Gammel");
  const [contact] = await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ existingWebsite: { url: `${server.origin}/`, title: "", description: "" } })
      .where(eq(companies.id, site.company.id));
    await bumpSiteVersion(tx, site.company.id);
    return tx
      .insert(pages)
      .values({
        companyId: site.company.id,
        pageName: "Kontakt",
        slug: "kontakt",
        title: "Ring til os",
        position: 2,
      })
      .returning();
  });
  return { ...site, contact: contact! };
}

type Field = [string, string];
const post = (path: string, cookie: string, fields: Field[]) => postForm(app, path, cookie, fields);

/** The old-site form as posted: per row its path, "accept" when ticked, and the chosen page. */
const oldSiteChoices = (...rows: Array<[path: string, target: string, accepted: boolean]>): Field[] => [
  ["intent", "old-site"],
  ...rows.flatMap(([path, target, accepted]): Field[] => [
    ["path", path],
    ...(accepted ? [["accept", path] satisfies Field] : []),
    ["target", target],
  ]),
];

/** The option the row's select shows as chosen (React renders defaultValue as `selected`). */
function proposed(html: string, index: number): string | undefined {
  const select = new RegExp(`id="gammel-adresse-${index}-target"[^>]*>(.*?)</select>`, "s").exec(html)?.[1];
  return select ? /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(select)?.[1] : undefined;
}

const site = (subdomain: string, path: string) => app.request(`${subdomain}.localhost`, path);
/** The page's text as a reader sees it (React separates text parts with empty comments). */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");
/** An address that is no redirect: not found (a deeper path goes to the 404 page, never with a 301). */
async function notRedirected(subdomain: string, path: string) {
  const answer = await site(subdomain, path);
  expect([path, answer.status === 301]).toEqual([path, false]);
}

describe("the dashboard's list of old addresses", () => {
  it("offers each address from the sitemap with its best page; the two accepted ones answer 301", async () => {
    const own = await ownerWithOldSite(withSitemap);
    expect((await readOldSiteAddresses(own.company.id, reachOnly(withSitemap))).found).toBe(3);

    const dashboard = await app.request("localhost", "/admin/dashboard", { headers: { cookie: own.cookie } });
    expect(dashboard.status).toBe(200);
    expect(textOf(dashboard.body)).toContain("Vi fandt 3 adresser på din gamle hjemmeside");
    // Rows by path: /kontakt-os, /om-os.html, /produkter/tilbud-2019.
    expect([0, 1, 2].map((index) => proposed(dashboard.body, index))).toEqual([
      "Kontakt (/kontakt)",
      "Om os (/om-os)",
      "Forside (/)",
    ]);
    expect(textOf(dashboard.body)).toContain("Ingen videresendelse");

    // Accept two of three: /kontakt-os as proposed, /om-os.html changed to the homepage; the third unchecked.
    const saved = await post(
      "/admin/dashboard",
      own.cookie,
      oldSiteChoices(
        ["/kontakt-os", own.contact.id, true],
        ["/om-os.html", own.home.id, true],
        ["/produkter/tilbud-2019", own.home.id, false],
      ),
    );
    expect(saved.status).toBe(200);
    expect(textOf(saved.body)).toContain("2 videresendelser er gemt.");
    expect(textOf(saved.body)).not.toContain("adresser på din gamle hjemmeside");

    const sub = own.company.subdomain;
    expect((await site(sub, "/kontakt-os")).headers.location).toBe("/kontakt");
    const home = await site(sub, "/om-os.html");
    expect([home.status, home.headers.location]).toEqual([301, "/"]);
    await notRedirected(sub, "/produkter/tilbud-2019");
    // One hop: the targets answer 200 themselves.
    expect((await site(sub, "/kontakt")).status).toBe(200);
  });

  it("keeps another owner's post away from this company's suggestions", async () => {
    const a = await ownerWithOldSite(withSitemap);
    const b = await ownerWithOldSite(linksOnly);
    await readOldSiteAddresses(a.company.id, reachOnly(withSitemap));
    const answer = await post(
      "/admin/dashboard",
      b.cookie,
      oldSiteChoices(["/kontakt-os", a.contact.id, true]),
    );
    expect(answer.status).toBe(200);
    expect(textOf(answer.body)).toContain("Ingen af de gamle adresser videresendes");
    expect(await db.select().from(redirects).where(eq(redirects.companyId, a.company.id))).toEqual([]);
    expect(await db.select().from(redirects).where(eq(redirects.companyId, b.company.id))).toEqual([]);
    const dashboard = await app.request("localhost", "/admin/dashboard", { headers: { cookie: a.cookie } });
    expect(textOf(dashboard.body)).toContain("Vi fandt 3 adresser på din gamle hjemmeside");
    expect((await post("/admin/dashboard", "", [["intent", "old-site"]])).headers.location).toBe("/admin");
  });
});

describe("Videresendelser", () => {
  it("offers the links of an old site without a sitemap, and refuses a target that is not a page of the site", async () => {
    const own = await ownerWithOldSite(linksOnly);
    const other = await ownerWithOldSite(linksOnly);
    expect((await readOldSiteAddresses(own.company.id, reachOnly(linksOnly))).found).toBe(2);
    const page = await app.request("localhost", "/admin/settings/videresendelser", {
      headers: { cookie: own.cookie },
    });
    expect(textOf(page.body)).toContain("Vi fandt 2 adresser på din gamle hjemmeside");
    expect([0, 1].map((index) => proposed(page.body, index))).toEqual(["Kontakt (/kontakt)", "Forside (/)"]);

    const refused = await post(
      "/admin/settings/videresendelser",
      own.cookie,
      oldSiteChoices(["/kontakt-os.php", other.contact.id, true], ["/ydelser.php", "", false]),
    );
    expect(refused.status).toBe(400);
    expect(textOf(refused.body)).toContain("Vælg den side, adressen skal føre til");
    expect(await db.select().from(redirects).where(eq(redirects.companyId, own.company.id))).toEqual([]);

    const saved = await post(
      "/admin/settings/videresendelser",
      own.cookie,
      oldSiteChoices(["/kontakt-os.php", own.contact.id, true], ["/ydelser.php", "", true]),
    );
    expect(textOf(saved.body)).toContain("1 videresendelse er gemt.");
    expect((await site(own.company.subdomain, "/kontakt-os.php")).headers.location).toBe("/kontakt");
    await notRedirected(own.company.subdomain, "/ydelser.php");
  });

  it("reads the old site again on request, through the SSRF-safe fetcher (a loopback site gives nothing)", async () => {
    const own = await ownerWithOldSite(withSitemap);
    const answer = await post("/admin/settings/videresendelser", own.cookie, [["intent", "import"]]);
    expect(answer.status).toBe(200);
    expect(textOf(answer.body)).toContain(`Vi kunne ikke finde nogen adresser på ${withSitemap.origin}/`);
  });
});
