import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_PRICE_TEXTS, PRISER_INTROS } from "~/content/section-texts/priser";
import { VAGT_TEXTS } from "~/content/section-texts/vagt";
import { companies, siteDetails } from "~/db/schema";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { expectRefused, postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { WEEKNIGHT_ON_CALL_CONTACT_POINT } from "../../../../tests/setup/on-call-contact-point";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// Issue 13 through the real server/app.ts: default texts per trade on the public page (and the owner's
// own text instead), the structured on-call hours on the page and in JSON-LD, and the editor's preview
// data carrying the same sections as the public homepage.

const db = connectTestDatabase();
const app = startHttpAppForFile();

/** An owner whose company's register industry names the trade. */
async function owner(industry: string) {
  const { cookie, company } = await createOwnerWithSite(db, "Tekster");
  await db.update(companies).set({ industryDesc: industry }).where(eq(companies.id, company.id));
  return { cookie, company };
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  postForm(app, path, cookie, fields);

const home = (subdomain: string) => app.request(`${subdomain}.localhost`, "/");
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as Record<
    string,
    unknown
  >;
/** The text of the page without tags, entities decoded the way the tests need them. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

const weekdayHours = {
  onCallEnabled: "on",
  onCallPhone: "12345678",
  onCallMode: "days",
  ...Object.fromEntries(
    [0, 1, 2, 3, 4].flatMap((i) => [
      [`onCallDays.${i}.on`, "on"],
      [`onCallDays.${i}.from`, "16:00"],
      [`onCallDays.${i}.to`, "07:00"],
    ]),
  ),
  "onCallDays.5.on": "on",
  "onCallDays.5.from": "00:00",
  "onCallDays.5.to": "00:00",
  "onCallDays.6.on": "on",
  "onCallDays.6.from": "00:00",
  "onCallDays.6.to": "00:00",
  onCallNote: "Kun akutte skader",
};

describe("section texts and on-call hours", () => {
  it("on-call: the trade's default text until the owner writes one; hours in Danish and as hoursAvailable", async () => {
    const a = await owner("VVS- og blikkenslagerforretning");
    const editor = await app.request("localhost", "/admin/sektioner/vagt", { headers: { cookie: a.cookie } });
    expect(textOf(editor.body)).toContain(VAGT_TEXTS.vvs);

    // Saved unchanged, the default is stored as "" and keeps following the trade.
    const saved = await post("/admin/sektioner/vagt", a.cookie, {
      ...weekdayHours,
      onCallText: VAGT_TEXTS.vvs,
    });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(siteDetails).where(eq(siteDetails.companyId, a.company.id));
    expect(row?.texts.onCallText).toBe("");
    expect(row?.onCallSchedule.days).toHaveLength(7);

    let page = textOf((await home(a.company.subdomain)).body);
    expect(page).toContain(VAGT_TEXTS.vvs);
    expect(page).toContain("Mandag–fredag kl. 16.00–07.00");
    expect(page).toContain("Lørdag og søndag hele døgnet");
    expect(page).toContain("Kun akutte skader");
    const point = jsonLdOf((await home(a.company.subdomain)).body).contactPoint as Record<string, unknown>;
    expect(point).toMatchObject(WEEKNIGHT_ON_CALL_CONTACT_POINT);

    // Another trade: the default follows it (an edit as the app makes one: with bumpSiteVersion,
    // which also publishes the site's files).
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ industryDesc: "Elinstallatører" })
        .where(eq(companies.id, a.company.id));
      await bumpSiteVersion(tx, a.company.id);
    });
    page = textOf((await home(a.company.subdomain)).body);
    expect(page).toContain(VAGT_TEXTS.elektriker);

    // The owner's own text wins, and is text, never markup.
    await post("/admin/sektioner/vagt", a.cookie, {
      ...weekdayHours,
      onCallMode: "always",
      onCallText: "<b>Ring</b> hvis det haster",
    });
    const html = (await home(a.company.subdomain)).body;
    expect(html).toContain("&lt;b&gt;Ring&lt;/b&gt; hvis det haster");
    expect(textOf(html)).toContain("Døgnvagt hele året");
    expect(textOf(html)).not.toContain(VAGT_TEXTS.elektriker);
  });

  it("refuses on-call days without times with Danish messages, keeps the typed values, saves nothing", async () => {
    const a = await owner("Elinstallatører");
    const answer = await post("/admin/sektioner/vagt", a.cookie, {
      onCallEnabled: "on",
      onCallPhone: "12345678",
      onCallMode: "days",
      "onCallDays.2.on": "on",
      "onCallDays.2.from": "18:00",
      onCallNote: "Ring efter kl. 18",
    });
    expectRefused(answer, "Skriv hvornår vagten slutter, f.eks. 07:00", "Ring efter kl. 18");
    expect(await db.select().from(siteDetails).where(eq(siteDetails.companyId, a.company.id))).toEqual([]);
  });

  it("prices: the trade's intro and how-the-price-is-calculated wording; the editor preview gets the same sections", async () => {
    const a = await owner("Tømrerforretning");
    const service = `Terrasse-${crypto.randomBytes(3).toString("hex")}`;
    const before = await app.request("localhost", "/admin/pages", { headers: { cookie: a.cookie } });
    expect(before.status).toBe(200);
    expect(before.body).not.toContain(service);

    const saved = await post("/admin/sektioner/priser", a.cookie, {
      enabled: "on",
      intro: PRISER_INTROS.tomrer,
      "rows-0-service": service,
      "rows-0-price": "",
      "rows-0-unit": "opgave",
      noPriceText: "",
    });
    expect(saved.status).toBe(200);
    const page = textOf((await home(a.company.subdomain)).body);
    expect(page).toContain(PRISER_INTROS.tomrer);
    expect(page).toContain(NO_PRICE_TEXTS.tomrer);

    // The page editor's data for the live preview carries the price list the public homepage shows.
    const after = await app.request("localhost", "/admin/pages", { headers: { cookie: a.cookie } });
    expect(after.body).toContain(service);
    expect(after.body).toContain(NO_PRICE_TEXTS.tomrer.slice(0, 60));
  });
});
