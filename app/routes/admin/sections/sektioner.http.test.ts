import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trustSections } from "~/db/schema";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { expectRefused, postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// The trust-section editors through the real server/app.ts: every read and save is the signed-in
// owner's own company; the public homepage shows what was saved (as text) and its JSON-LD follows.

const db = connectTestDatabase();
const app = startHttpAppForFile();
const owner = () => createOwnerWithSite(db, "Sektion");

// Repeated fields (a list's rows) as repeated pairs.
const post = (path: string, cookie: string, fields: Record<string, string | string[]>) =>
  postForm(
    app,
    path,
    cookie,
    Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
    ),
  );

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as Record<
    string,
    unknown
  >;

describe("/admin/sektioner", () => {
  it("sends anonymous visitors to the login and refuses their saves", async () => {
    for (const path of ["/admin/sektioner", "/admin/sektioner/priser", "/admin/sektioner/anmeldelser/qr"]) {
      const answer = await app.request("localhost", path);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/admin");
    }
    const save = await post("/admin/sektioner/priser", "", {
      enabled: "on",
      "rows-0-service": "X",
      "rows-0-price": "1",
    });
    expect(save.status).toBe(302);
  });

  it("saves to the owner's own company only, and the homepage shows it as text with JSON-LD", async () => {
    const a = await owner();
    const b = await owner();
    const saved = await post("/admin/sektioner/priser", a.cookie, {
      enabled: "on",
      "rows-0-service": "<b>Timepris</b>",
      "rows-0-price": "400",
      "rows-0-vat": "ekskl",
      "rows-0-unit": "time",
      noPriceText: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Én pris er omregnet til inkl. moms");
    const [rowA] = await db
      .select()
      .from(trustSections)
      .where(and(eq(trustSections.companyId, a.company.id), eq(trustSections.name, "priser")));
    expect(rowA?.enabled).toBe(true);
    const ofB = await db.select().from(trustSections).where(eq(trustSections.companyId, b.company.id));
    expect(ofB).toEqual([]);

    // B's editor shows B's (empty) list, never A's.
    const editorB = await app.request("localhost", "/admin/sektioner/priser", {
      headers: { cookie: b.cookie },
    });
    expect(editorB.body).not.toContain("Timepris");

    const home = await app.request(`${a.company.subdomain}.localhost`, "/");
    expect(home.body).toContain("&lt;b&gt;Timepris&lt;/b&gt;");
    expect(home.body).toContain("500 kr.");
    expect(home.body).toContain("Alle priser er inkl. moms.");
    expect(jsonLdOf(home.body).priceRange).toBe("500 kr.");
    const homeB = await app.request(`${b.company.subdomain}.localhost`, "/");
    expect(homeB.body).not.toContain('id="priser"');
  });

  it("keeps typed values and saves nothing on bad input", async () => {
    const a = await owner();
    const answer = await post("/admin/sektioner/anmeldelser", a.cookie, {
      enabled: "on",
      "links-google": "http://evil.example/",
      "quotes-0-name": "Mette",
      "quotes-0-text": "Flot arbejde",
      "quotes-0-date": "2026-01-05",
      check: "faktura",
    });
    expectRefused(answer, "Skriv den fulde adresse til jeres side hos Google", "Flot arbejde");
    expect(await db.select().from(trustSections).where(eq(trustSections.companyId, a.company.id))).toEqual(
      [],
    );
  });

  it("an authorisation number the register does not list for this CVR is never shown as verified", async () => {
    const a = await owner();
    const saved = await post("/admin/sektioner/autorisation", a.cookie, {
      enabled: "on",
      intro: "Vi står inde for vores arbejde.",
      "numbers-el": "41234",
      memberships: ["tekniq"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Ikke fundet i Sikkerhedsstyrelsens register");
    const home = await app.request(`${a.company.subdomain}.localhost`, "/");
    // Issue 23: an unverified number is never published (it reads as a warning about the firm); the
    // admin keeps it with its reason (above).
    expect(home.body).not.toContain("41234");
    expect(home.body).not.toContain("Verificeret i Sikkerhedsstyrelsens register");
    expect(home.body).toContain("Medlem af TEKNIQ Arbejdsgiverne");
    expect(jsonLdOf(home.body).hasCredential).toBeUndefined();
  });
});
