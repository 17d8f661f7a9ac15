import type pg from "pg";
import { HANSEN_INTRO, HANSEN_QUOTES, hansenPhotos, reviewQuote } from "../../scripts/lib/homepage-fixtures";
import { writeSiteDetails, writeTrustSections } from "../../scripts/lib/site-rows";
import { siteChanged } from "./e2e-database";

// A fully filled homepage (issue 22) for a company of the test's own: photos, owner, reviews,
// memberships, prices, fradrag, a long service area and on-call, written as the admin would store
// them. Photos are the product's own static images (served from /site-images), so the page lays out
// real pictures without an upload.

/** Everything a homepage can show, for the company `id`, written as the admin would store it. */
export async function fillEverything(db: pg.Client, id: string) {
  const photo = (name: string) => `/site-images/${name}`;
  const standIn = {
    tag: "tomrer-detail.svg",
    tilbygning: "murer-detail.svg",
    vinduer: "maler-detail.svg",
    ejer: "tomrer-og.png",
  };
  const profile = {
    intro: HANSEN_INTRO,
    services: [
      { title: "Nyt tag", line: "Tegl, skifer og tagpap – med fast pris.", pageSlug: null },
      { title: "Vinduer og døre", line: "Udskiftning, monteret tæt og pænt.", pageSlug: null },
      { title: "Tilbygning", line: "Fra første skitse til færdig tilbygning.", pageSlug: null },
      { title: "Renovering", line: "Gulve, lofter og skillevægge i ældre huse.", pageSlug: null },
    ],
    usps: ["Kører ud i hele Roskilde Kommune", "Et lille, fast hold"],
    ...hansenPhotos((name) => photo(standIn[name])),
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
      intro: "Vi er medlem af Dansk Byggeri og tilsluttet Byggegaranti.",
      numbers: { el: "", vvs: "", kloak: "", gas: "" },
      memberships: ["dansk-byggeri", "byggegaranti"],
      checks: {},
    },
    anmeldelser: {
      links: { google: "https://g.page/r/hansen/review", trustpilot: "", anmeldHaandvaerker: "" },
      quotes: [
        ...HANSEN_QUOTES,
        reviewQuote(
          "Karsten",
          "Jyllinge",
          "Tilbygningen stod færdig til tiden, og byggesagen klarede de.",
          5,
        ),
        reviewQuote("Lone", "Gundsømagle", "Kom til tiden og forklarede, hvad der var galt med taget.", null),
        reviewQuote("Andelsboligforeningen Solbakken", "Roskilde", "Nye døre i fire opgange. God dialog.", 5),
      ],
      check: "faktura",
    },
    priser: {
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
  await writeTrustSections(db, id, sections);
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
  await writeSiteDetails(db, id, { postcodes, onCallPhone: "40 50 60 70", onCall, holidays: [] });
  await db.query("update companies set version = version + 1 where id = $1", [id]);
  await siteChanged(db, id);
}
