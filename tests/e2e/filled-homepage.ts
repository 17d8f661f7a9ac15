import type pg from "pg";
import { siteChanged } from "./e2e-database";

// A fully filled homepage (issue 22) for a company of the test's own: photos, owner, reviews,
// memberships, prices, fradrag, a long service area and on-call, written as the admin would store
// them. Photos are the product's own static images (served from /site-images), so the page lays out
// real pictures without an upload.

const quote = (name: string, town: string, text: string, rating: number | null) => ({
  name,
  town,
  text,
  date: "2026-10-02",
  rating,
});

/** Everything a homepage can show, for the company `id`, written as the admin would store it. */
export async function fillEverything(db: pg.Client, id: string) {
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
