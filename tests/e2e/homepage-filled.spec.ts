import type pg from "pg";
import { createOwnCompany, siteChanged, withDatabase } from "./e2e-database";
import { expect, expectNoAxeViolations, siteOrigin, test } from "./helpers";

// Issue 22: a fully filled homepage (photos, owner, reviews, memberships, prices, fradrag, a long
// service area, on-call) fits in 8 phone screens, with prices, fradrag and area as compact cards.
// Each test owns its company. Photos are the product's own static images (served from /site-images),
// so the page lays out real pictures without an upload.

const PHONE = { width: 390, height: 844 };

const quote = (name: string, town: string, text: string, rating: number | null) => ({
  name,
  town,
  text,
  date: "2026-10-02",
  rating,
});

/** Everything a homepage can show, for the company `id`, written as the admin would store it. */
async function fillEverything(db: pg.Client, id: string) {
  const photo = (name: string) => `/site-images/${name}`;
  const profile = {
    intro: {
      heading: "Lokal tømrer i Roskilde siden 2011",
      text: "Vi hjælper private og boligforeninger i Roskilde og omegn med tag, vinduer og tilbygninger.\n\nVi giver en fast pris, før vi går i gang.",
    },
    services: [
      { title: "Nyt tag", line: "Tegl, skifer og tagpap – med fast pris.", pageSlug: null },
      { title: "Vinduer og døre", line: "Udskiftning, monteret tæt og pænt.", pageSlug: null },
      { title: "Tilbygning", line: "Fra første skitse til færdig tilbygning.", pageSlug: null },
      { title: "Renovering", line: "Gulve, lofter og skillevægge i ældre huse.", pageSlug: null },
    ],
    usps: ["Kører ud i hele Roskilde Kommune", "Et lille, fast hold"],
    workPhotos: [
      { image: photo("tomrer-detail.svg"), alt: "Nyt tegltag i Himmelev" },
      { image: photo("murer-detail.svg"), alt: "Tilbygning i Svogerslev" },
      { image: photo("maler-detail.svg"), alt: "Nye vinduer i en villa" },
    ],
    owner: {
      name: "Jens Hansen, tømrermester",
      line: "Jeg har drevet firmaet siden 2011, og jeg kommer selv ud og ser på opgaven, før du får en pris.",
      photo: photo("tomrer-og.png"),
    },
  };
  await db.query(
    "update companies set profile = $2, industry_desc = 'Tømrer- og bygningssnedkervirksomhed', quote_form_enabled = true where id = $1",
    [id, JSON.stringify(profile)],
  );
  await db.query(
    `update pages set content = jsonb_set(content, '{hero,backgroundImage}', to_jsonb($2::text), true)
     where company_id = $1 and type = 'homepage'`,
    [id, photo("tomrer-hero.svg")],
  );
  const sections = {
    autorisation: {
      enabled: true,
      intro: "Vi er medlem af Dansk Byggeri og tilsluttet Byggegaranti.",
      numbers: { el: "", vvs: "", kloak: "", gas: "" },
      memberships: ["dansk-byggeri", "byggegaranti"],
      checks: {},
    },
    anmeldelser: {
      enabled: true,
      links: { google: "https://g.page/r/hansen/review", trustpilot: "", anmeldHaandvaerker: "" },
      quotes: [
        quote(
          "Mette",
          "Roskilde",
          "Fast pris, og de holdt den. Taget blev flot, og de ryddede op hver dag.",
          5,
        ),
        quote("Lars", "Himmelev", "Gode til at forklare, hvad der skulle laves. Kan varmt anbefales.", 5),
        quote("Susanne", "Viby Sj.", "Nye vinduer på to dage. Venlige og grundige folk.", 4),
        quote("Karsten", "Jyllinge", "Tilbygningen stod færdig til tiden, og byggesagen klarede de.", 5),
        quote("Lone", "Gundsømagle", "Kom til tiden og forklarede, hvad der var galt med taget.", null),
        quote("Andelsboligforeningen Solbakken", "Roskilde", "Nye døre i fire opgange. God dialog.", 5),
      ],
      check: "faktura",
    },
    priser: {
      enabled: true,
      rows: [
        { service: "Timepris, tømrer", unit: "time", from: false, priceIncl: 595, convertedFromExcl: false },
        {
          service: "Kørsel i Roskilde",
          unit: "besoeg",
          from: false,
          priceIncl: 295,
          convertedFromExcl: false,
        },
        {
          service: "Udskiftning af vindue",
          unit: "stk",
          from: true,
          priceIncl: 6500,
          convertedFromExcl: false,
        },
        { service: "Nyt tag", unit: "opgave", from: true, priceIncl: 89000, convertedFromExcl: false },
        { service: "Tilbygning", unit: "opgave", from: false, priceIncl: null, convertedFromExcl: false },
      ],
      noPriceText:
        "Prisen på en tilbygning afhænger af opgaven; du får et fast tilbud efter en besigtigelse.",
    },
  };
  for (const [name, data] of Object.entries(sections)) {
    await db.query(
      `insert into trust_sections (company_id, name, enabled, data) values ($1, $2, true, $3)
       on conflict (company_id, name) do update set data = excluded.data, enabled = true`,
      [id, name, JSON.stringify(data)],
    );
  }
  const postcodes = ["4000", "4030", "4040", "4050", "4060", "4070", "4100", "4130", "4140", "4320"].concat([
    "4330",
    "4340",
    "4350",
    "3650",
    "3660",
    "3670",
    "2640",
    "2670",
  ]);
  const onCall = { always: true, days: [], note: "" };
  await db.query(
    `insert into site_details (company_id, fradrag_enabled, area_enabled, area_postcodes, on_call_enabled, on_call_phone, on_call_schedule, holidays)
     values ($1, true, true, $2, true, '40 50 60 70', $3, '[]')
     on conflict (company_id) do update set fradrag_enabled = true, area_enabled = true, area_postcodes = excluded.area_postcodes,
       on_call_enabled = true, on_call_phone = excluded.on_call_phone, on_call_schedule = excluded.on_call_schedule`,
    [id, JSON.stringify(postcodes), JSON.stringify(onCall)],
  );
  await db.query("update companies set version = version + 1 where id = $1", [id]);
  await siteChanged(db, id);
}

test("a fully filled homepage fits in 8 phone screens, prices, fradrag and area as compact cards", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "measures at 390 × 844 in a context of its own");
  const own = await createOwnCompany();
  await withDatabase(async (db) => {
    const { rows } = await db.query("select id from companies where subdomain = $1", [own.subdomain]);
    await fillEverything(db, rows[0].id as string);
  });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${siteOrigin(own.subdomain)}/`);
  // Everything is there (a page that lost its sections would be short for the wrong reason).
  for (const name of [
    "Seneste opgaver",
    "Anmeldelser",
    "Mød mesteren",
    "Autorisation og garanti",
    "Godt at vide",
    "Priser",
    "Få fradrag for arbejdet",
    "Her arbejder vi",
    "Vagt og akut hjælp",
  ]) {
    await expect(page.getByRole("region", { name, exact: true }), name).toBeAttached();
  }
  // Images decoded before measuring, so the height is the page's real one.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`filled homepage: ${height} px = ${(height / PHONE.height).toFixed(2)} phone screens`);
  expect(height).toBeLessThanOrEqual(8 * PHONE.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The price list and the long area open on request, without JavaScript.
  const prices = page.getByRole("region", { name: "Priser" });
  await expect(prices.getByRole("row", { name: /Timepris, tømrer/ })).toBeHidden();
  await prices.getByText("Se prislisten (5 priser)").click();
  await expect(prices.getByRole("row", { name: /Timepris, tømrer/ })).toContainText("595 kr.");
  const area = page.getByRole("region", { name: "Her arbejder vi" });
  await expect(area.getByRole("listitem")).toHaveCount(6);
  await area.getByText("Se alle 18 postnumre").click();
  await expect(area.getByRole("listitem")).toHaveCount(18);
  await expectNoAxeViolations(page);
  await context.close();
});
