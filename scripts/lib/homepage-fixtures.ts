import type { SitePageProps } from "~/components/site/site-page";
import type { SiteProfile } from "~/schemas/site-profile";
import type { SiteCompany, SitePageRecord } from "~/schemas/site-view";

/**
 * Two homepages to look at (npm run screenshots): a site as onboarding leaves it (register data, the
 * writer's text and service cards, no photos) and a fully filled one (photos, owner, reviews,
 * authorisation, prices, fradrag, area, on-call). `photo(name)` gives the address of a stand-in photo.
 */

const homeText = [
  "Hansen Tømrer & Søn ApS er et lokalt tømrerfirma i Roskilde. Vi hjælper private og boligforeninger med tag, vinduer, tilbygninger og renovering.",
  "Vi kommer ud og ser på opgaven, giver en fast pris og holder den aftalte tid.",
  "Vores tømrere er faglærte og har mange års erfaring med både nybyg og renovering.",
  "Vi rydder op efter os hver dag, så du kan bo i huset, mens vi arbejder.",
  "Ring eller skriv, så finder vi en tid, der passer dig.",
].join("\n\n");

const base: SiteCompany = {
  name: "Hansen Tømrer & Søn ApS",
  cvr: "12345678",
  address: "Algade 12",
  zipcode: "4000",
  city: "Roskilde",
  phone: "75821234",
  email: "kontakt@hansen-toemrer.dk",
  logo: null,
  hours: { Mandag: "7-16", Tirsdag: "7-16", Onsdag: "7-16", Torsdag: "7-16", Fredag: "7-14" },
  showHours: true,
  socialMedia: { facebook: "", instagram: "", linkedin: "", tiktok: "" },
  theme: "blue",
  subdomain: "hansen",
  industryDesc: "Tømrer",
  startDate: "2011-04-01",
  quoteFormEnabled: true,
  quoteRetentionMonths: 12,
};

const home: SitePageRecord = {
  pageName: "Forside",
  title: "Tømrer i Roskilde – tag, vinduer og tilbygninger",
  subtitle: "Fast pris før vi går i gang, og vi svarer samme dag",
  slug: "forside",
  type: "homepage",
  layout: "hero",
  content: {
    hero: { subtitle: "Fast pris før vi går i gang, og vi svarer samme dag" },
    main: { content: homeText },
  },
  metaTitle: "",
  metaDescription: "",
  createdAt: new Date("2026-11-25T08:00:00Z"),
};

const services: SiteProfile["services"] = [
  {
    title: "Nyt tag",
    line: "Tegl, skifer og tagpap – med fast pris og styr på inddækningen.",
    pageSlug: "ydelser",
  },
  {
    title: "Vinduer og døre",
    line: "Udskiftning af vinduer og døre, monteret tæt og pænt.",
    pageSlug: "ydelser",
  },
  {
    title: "Tilbygning",
    line: "Fra første skitse til færdig tilbygning, også byggesagen.",
    pageSlug: "ydelser",
  },
  { title: "Renovering", line: "Gulve, lofter og skillevægge i ældre huse.", pageSlug: "om-os" },
];

/** The sample firm's homepage intro, as the owner would have written it (also tests/e2e/filled-homepage.ts). */
export const HANSEN_INTRO: SiteProfile["intro"] = {
  heading: "Lokal tømrer i Roskilde siden 2011",
  text: "Vi hjælper private og boligforeninger i Roskilde og omegn med tag, vinduer og tilbygninger.\n\nVi giver en fast pris, før vi går i gang.",
};

/** The sample firm's work photos and owner, with `photo(name)` giving a stand-in photo's address. */
export function hansenPhotos(photo: (name: "tag" | "tilbygning" | "vinduer" | "ejer") => string) {
  return {
    workPhotos: [
      { image: photo("tag"), alt: "Nyt tegltag i Himmelev" },
      { image: photo("tilbygning"), alt: "Tilbygning i Svogerslev" },
      { image: photo("vinduer"), alt: "Nye vinduer i en villa i Roskilde" },
    ],
    owner: {
      name: "Jens Hansen, tømrermester",
      line: "Jeg har drevet firmaet siden 2011, og jeg kommer selv ud og ser på opgaven, før du får en pris.",
      photo: photo("ejer"),
    },
  } satisfies Pick<SiteProfile, "workPhotos" | "owner">;
}

/** A customer's words about the sample firm, as the Anmeldelser section stores them. */
export const reviewQuote = (name: string, town: string, text: string, rating: number | null) => ({
  name,
  town,
  text,
  date: "2026-10-02",
  rating,
});

/** The sample firm's first three review quotes. */
export const HANSEN_QUOTES = [
  reviewQuote(
    "Mette",
    "Roskilde",
    "Fast pris, og de holdt den. Taget blev flot, og de ryddede op hver dag.",
    5,
  ),
  reviewQuote("Lars", "Himmelev", "Gode til at forklare, hvad der skulle laves. Kan varmt anbefales.", 5),
  reviewQuote("Susanne", "Viby Sj.", "Nye vinduer på to dage. Venlige og grundige folk.", 4),
];

const newProfile: SiteProfile = {
  intro: HANSEN_INTRO,
  services,
  // As the offline writer gives a firm from the register (app/integrations/ai/offline/write-profile.ts).
  usps: ["Kører ud i hele Roskilde og omegn", "Startet i 2011", "Et lille, fast hold"],
  workPhotos: [],
  owner: null,
};

const navPages: SitePageProps["pages"] = [
  { pageName: "Forside", slug: "forside", type: "homepage" },
  { pageName: "Ydelser", slug: "ydelser", type: "page", title: "Det hjælper vi med" },
  { pageName: "Om os", slug: "om-os", type: "page", title: "Om Hansen Tømrer & Søn" },
];

export function newSite(theme: string): SitePageProps {
  return {
    company: { ...base, theme, profile: newProfile },
    pages: navPages,
    page: home,
    images: [],
    mode: { kind: "host" },
  };
}

export function filledSite(theme: string, photo: (name: string) => string): SitePageProps {
  const profile: SiteProfile = { ...newProfile, ...hansenPhotos(photo) };
  return {
    ...newSite(theme),
    pages: [...navPages, { pageName: "Galleri", slug: "galleri", type: "page" }],
    company: {
      ...base,
      theme,
      profile,
      trust: {
        autorisation: {
          intro: "Vi er medlem af Dansk Byggeri og tilsluttet Byggegaranti.",
          badges: [],
          memberships: ["Medlem af Dansk Byggeri", "Tilsluttet Byggegaranti"],
        },
        anmeldelser: {
          intro: "",
          links: [{ label: "Google", url: "https://g.page/hansen" }],
          quotes: HANSEN_QUOTES,
          checkText: "Udtalelserne er fra rigtige kunder, og vi har deres tilladelse til at vise dem.",
          platformText: null,
        },
        priser: {
          intro: "Prisen aftaler vi altid, før vi går i gang.",
          rows: [
            { service: "Timepris, tømrer", price: "595", unit: "pr. time", from: false },
            { service: "Udskiftning af vindue", price: "6.500", unit: "pr. stk.", from: true },
          ],
          noPriceText: null,
          priceRange: "595–6.500 kr.",
        },
      },
      details: {
        fradrag: {
          label: "Håndværkerfradrag",
          year: 2026,
          maxAmount: 12900,
          confirmed: true,
          intro: "Du kan få fradrag for arbejdslønnen.",
          work: ["Udskiftning af vinduer og døre", "Efterisolering"],
          skatUrl: "https://skat.dk",
        },
        area: [
          { nr: "4000", name: "Roskilde" },
          { nr: "4040", name: "Jyllinge" },
          { nr: "4130", name: "Viby Sj." },
        ],
        areaIntro: "Vi kører i Roskilde og omegn.",
        onCall: {
          phone: "40506070",
          text: "Stormskade eller knust rude? Ring til vagten.",
          hours: ["Døgnvagt hele året"],
          note: "",
          schedule: { always: true, days: [], note: "" },
        },
        holidays: { active: null, upcoming: [] },
        geo: null,
        images: null,
      },
    },
    page: {
      ...home,
      content: { ...home.content, hero: { ...home.content.hero, backgroundImage: photo("hero") } },
    },
  };
}
