import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, pages, redirects } from "~/db/schema";
import { toPageDraft } from "~/lib/page-draft";
import { findPage } from "~/server/pages/find-page.server";
import { savePage } from "~/server/pages/save-page.server";
import { createTestCompany } from "~/server/pages/test-support";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";

// 301s through the real HTTP app (issue 12): renamed pages, owner-made redirects and the verified own
// domain as the one address; one hop from every old address on every host form; product paths untouched.

const db = connectTestDatabase();
const app = startHttpAppForFile();

async function rename(companyId: string, pageId: string, pageName: string) {
  const page = await findPage(companyId, pageId);
  if (!page) throw new Error("page not found");
  return savePage(companyId, { pageId, revision: page.revision, draft: { ...toPageDraft(page), pageName } });
}

const get = (host: string, path: string) => app.request(`${host}:${app.port}`, path);

describe("renaming a page", () => {
  it("keeps a 301 from every old address to the current one, in one hop, on every host form", async () => {
    const { company, about } = await createTestCompany(db);
    await rename(company.id, about.id, "Historie");
    await rename(company.id, about.id, "Vores team");
    const sub = `${company.subdomain}.localhost`;

    for (const old of ["om-os", "historie"]) {
      const onSub = await get(sub, `/${old}`);
      expect(onSub.status).toBe(301);
      expect(onSub.headers.location).toBe("/vores-team");
      const onMain = await get("localhost", `/${company.cvr}/${old}`);
      expect(onMain.status).toBe(301);
      expect(onMain.headers.location).toBe(`/${company.cvr}/vores-team`);
    }
    // Trailing slash too, and the target itself is a page.
    expect((await get(sub, "/om-os/")).headers.location).toBe("/vores-team");
    expect((await get(sub, "/vores-team")).status).toBe(200);
    expect((await get("localhost", `/${company.cvr}/vores-team`)).status).toBe(200);
  });

  it("lets a new page with an old address win over the redirect", async () => {
    const { company, about } = await createTestCompany(db);
    await rename(company.id, about.id, "Historie");
    const sub = `${company.subdomain}.localhost`;
    expect((await get(sub, "/om-os")).status).toBe(301);
    await db.transaction(async (tx) => {
      await tx
        .insert(pages)
        .values({ companyId: company.id, pageName: "Om os", slug: "om-os", title: "Ny side" });
      await bumpSiteVersion(tx, company.id);
    });
    const answer = await get(sub, "/om-os");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Ny side");
  });

  it("renaming back to an old name drops that redirect and keeps the other", async () => {
    const { company, about } = await createTestCompany(db);
    await rename(company.id, about.id, "Historie");
    await rename(company.id, about.id, "Om os");
    const rows = await db.select().from(redirects).where(eq(redirects.companyId, company.id));
    expect(rows.map((row) => row.fromPath)).toEqual(["/historie"]);
    const sub = `${company.subdomain}.localhost`;
    expect((await get(sub, "/historie")).headers.location).toBe("/om-os");
    expect((await get(sub, "/om-os")).status).toBe(200);
  });
});

describe("owner-made redirects", () => {
  it("answer deeper old addresses with a 301 to a page or an https URL; others stay 404", async () => {
    const { company, about } = await createTestCompany(db);
    await db.transaction(async (tx) => {
      await tx.insert(redirects).values([
        { companyId: company.id, fromPath: "/gammel/om.html", toPageId: about.id, source: "owner" },
        {
          companyId: company.id,
          fromPath: "/facebook",
          toUrl: "https://facebook.com/firma",
          source: "owner",
        },
      ]);
      await bumpSiteVersion(tx, company.id);
    });
    const sub = `${company.subdomain}.localhost`;
    const deep = await get(sub, "/gammel/om.html");
    expect(deep.status).toBe(301);
    expect(deep.headers.location).toBe("/om-os");
    const url = await get(sub, "/facebook");
    expect(url.status).toBe(301);
    expect(url.headers.location).toBe("https://facebook.com/firma");
    expect((await get(sub, "/gammel/andet")).headers.location).toBe("/404");
  });
});

describe("a verified own domain", () => {
  it("is the one address: subdomain and /{cvr} answer 301 to the same path there; admin stays", async () => {
    const { company, about } = await createTestCompany(db);
    const domain = `${company.subdomain}.dk`;
    await rename(company.id, about.id, "Historie");
    const sub = `${company.subdomain}.localhost`;
    // Cached before the verification, on both host forms.
    expect((await get(sub, "/historie")).status).toBe(200);
    // From the published files or the page cache (ADR 026): either way a stored answer.
    expect((await get(sub, "/historie")).headers["x-site-cache"]).toMatch(/^(file|hit)$/);
    expect((await get("localhost", `/${company.cvr}`)).status).toBe(200);

    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ customDomain: domain, customDomainVerifiedAt: new Date() })
        .where(eq(companies.id, company.id));
      await bumpSiteVersion(tx, company.id);
    });

    const cases: Array<[string, string, string]> = [
      [sub, "/", `https://${domain}/`],
      [sub, "/historie?x=1", `https://${domain}/historie?x=1`],
      [sub, "/tilbud", `https://${domain}/tilbud`],
      [sub, "/sitemap.xml", `https://${domain}/sitemap.xml`],
      // An old address goes straight to the current one: one hop.
      [sub, "/om-os", `https://${domain}/historie`],
      ["localhost", `/${company.cvr}`, `https://${domain}/`],
      ["localhost", `/${company.cvr}/historie`, `https://${domain}/historie`],
      ["localhost", `/${company.cvr}/om-os`, `https://${domain}/historie`],
    ];
    for (const [host, path, location] of cases) {
      const answer = await get(host, path);
      expect({ host, path, status: answer.status, location: answer.headers.location }).toEqual({
        host,
        path,
        status: 301,
        location,
      });
    }
    // The own domain serves the site; an old address there takes one hop to the current one.
    expect((await get(domain, "/historie")).status).toBe(200);
    expect((await get(domain, "/om-os")).headers.location).toBe("/historie");
    // Product paths stay on the subdomain: admin and login.
    const admin = await get(sub, "/admin");
    expect(admin.status).toBe(200);
    expect(admin.headers.location).toBeUndefined();
  });
});
