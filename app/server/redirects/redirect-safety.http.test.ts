import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, redirects } from "~/db/schema";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// Security probe findings F8 (open redirect on the product's main host) and F9 (redirect targets
// stored as typed), through the real HTTP app.

const db = connectTestDatabase();
const app = startHttpAppForFile();

const get = (host: string, path: string) => app.request(`${host}:${app.port}`, path);
const PATH = "/admin/settings/videresendelser";

async function storeRaw(companyId: string, fromPath: string, toUrl: string) {
  await db.transaction(async (tx) => {
    await tx.insert(redirects).values({ companyId, fromPath, toUrl, source: "owner" });
    await bumpSiteVersion(tx, companyId);
  });
}

const rowsOf = (companyId: string) => db.select().from(redirects).where(eq(redirects.companyId, companyId));

describe("F8: redirects on the product's main host", () => {
  it("never leads away from the site under /{cvr}; the subdomain still follows the owner's link", async () => {
    const owner = await createOwnerWithSite(db, "Videre");
    await storeRaw(owner.company.id, "/facebook", "https://facebook.com/firma");
    const onMain = await get("localhost", `/${owner.company.cvr}/facebook`);
    expect(onMain.status).toBe(404);
    expect(onMain.headers.location).toBeUndefined();
    const onSub = await get(`${owner.company.subdomain}.localhost`, "/facebook");
    expect(onSub.status).toBe(301);
    expect(onSub.headers.location).toBe("https://facebook.com/firma");
  });

  it("with a verified own domain, /{cvr}/<path> goes to that path on the own domain, not the target", async () => {
    const owner = await createOwnerWithSite(db, "Videre");
    const domain = `${owner.company.subdomain}.dk`;
    await storeRaw(owner.company.id, "/facebook", "https://evil.example/");
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ customDomain: domain, customDomainVerifiedAt: new Date() })
        .where(eq(companies.id, owner.company.id));
      await bumpSiteVersion(tx, owner.company.id);
    });
    const onMain = await get("localhost", `/${owner.company.cvr}/facebook`);
    expect(onMain.status).toBe(301);
    expect(onMain.headers.location).toBe(`https://${domain}/facebook`);
  });

  it("checks product paths on the decoded, lower-cased path and refuses userinfo in the target", async () => {
    const owner = await createOwnerWithSite(db, "Videre");
    for (const fromPath of ["/%61dmin", "/ADMIN", "/Admin/login", "/%2fadmin", "/Tilbud"]) {
      const answer = await postForm(app, PATH, owner.cookie, {
        intent: "add",
        fromPath,
        target: "url",
        toUrl: "https://example.com/",
      });
      expect(answer.status, fromPath).toBe(400);
      expect(answer.body, fromPath).toMatch(
        /bruges af Håndværkernet og kan ikke videresendes|må ikke indeholde mellemrum/,
      );
    }
    const userinfo = await postForm(app, PATH, owner.cookie, {
      intent: "add",
      fromPath: "/gammel",
      target: "url",
      toUrl: "https://xn--hndvrkernet-x8aq.dk@evil.example/",
    });
    expect(userinfo.body).toContain("Skriv en fuld adresse, der starter med https://");
    expect(await rowsOf(owner.company.id)).toEqual([]);
  });
});

describe("F9: redirect targets", () => {
  it("are stored as the parsed, percent-encoded address, so a visit never fails", async () => {
    const owner = await createOwnerWithSite(db, "Videre");
    const answer = await postForm(app, PATH, owner.cookie, {
      intent: "add",
      fromPath: "/gammel",
      target: "url",
      toUrl: "https://eksempel.dk/sø\nren/ĀŁ",
    });
    expect(answer.status).toBe(200);
    const [row] = await rowsOf(owner.company.id);
    expect(row?.toUrl).toBe("https://eksempel.dk/s%C3%B8ren/%C4%80%C5%81");
    const visit = await get(`${owner.company.subdomain}.localhost`, "/gammel");
    expect(visit.status).toBe(301);
    expect(visit.headers.location).toBe("https://eksempel.dk/s%C3%B8ren/%C4%80%C5%81");
  });

  it("already stored as typed are made harmless when read", async () => {
    const owner = await createOwnerWithSite(db, "Videre");
    await storeRaw(owner.company.id, "/linje", "https://eksempel.dk/a\r\nSet-Cookie: x=1");
    await storeRaw(owner.company.id, "/bogstav", "https://eksempel.dk/Ā");
    await storeRaw(owner.company.id, "/bruger", "https://eksempel.dk@evil.example/");
    const sub = `${owner.company.subdomain}.localhost`;
    const line = await get(sub, "/linje");
    expect(line.status).toBe(301);
    expect(line.headers.location).toBe("https://eksempel.dk/aSet-Cookie:%20x=1");
    expect(line.headers["set-cookie"]).toBeUndefined();
    const letter = await get(sub, "/bogstav");
    expect(letter.status).toBe(301);
    expect(letter.headers.location).toBe("https://eksempel.dk/%C4%80");
    // A stored target with userinfo is no longer followed at all.
    const user = await get(sub, "/bruger");
    expect(user.status).not.toBe(500);
    expect(user.headers.location ?? "").not.toContain("evil.example");
  });
});
