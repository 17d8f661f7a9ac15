import type { OpeningHours, SocialMedia } from "~/db/schema/companies";
import type { PageContent, PageLayout, PageType } from "~/db/schema/pages";
import { writeProfileOffline } from "~/integrations/ai/offline/write-profile";
import { subdomainFromName } from "~/lib/naming";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { THEME_IDS } from "~/lib/theme-ids";
import type { SiteProfile } from "~/schemas/site-profile";
import { DEMO_SURNAMES, DEMO_TOWNS, DEMO_TRADES, type DemoTrade } from "./demo-catalogue";

/** The documented demo login: ejer{n}@demo.example with this password (README). */
export const DEMO_PASSWORD = "demo1234";
export const demoOwnerEmail = (n: number) => `ejer${n}@demo.example`;

type DemoPage = {
  pageName: string;
  slug: string;
  type: PageType;
  layout: PageLayout;
  title: string;
  subtitle: string;
  content: PageContent;
  metaTitle: string;
  metaDescription: string;
};

export type DemoCompany = {
  n: number;
  cvr: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  companyEmail: string;
  phone: string;
  email: string;
  industryCode: number;
  industryDesc: string;
  companyDesc: string;
  startDate: string;
  employees: number;
  hours: OpeningHours;
  showHours: boolean;
  theme: string;
  socialMedia: SocialMedia;
  baseSubdomain: string;
  pages: DemoPage[];
  /** Issue 22: what the offline writer gives a new site, plus the owner for one-person firms. */
  profile: SiteProfile;
};

const FIRST_NAMES = [
  "Anders",
  "Mette",
  "Lars",
  "Hanne",
  "Jens",
  "Susanne",
  "Peter",
  "Louise",
  "Morten",
  "Camilla",
];

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/**
 * Demo CVR number n: 8 digits that pass the modulus-11 check, starting with 4 (or 8 where 4 gives
 * no valid check digit). No number of the offline register starts with 4 or 8, so every register
 * company stays free to onboard.
 */
export function demoCvr(n: number): string {
  for (const prefix of ["4", "8"]) {
    const base = prefix + String(n).padStart(6, "0");
    const sum = [...base].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i]!, 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return base + String(check);
  }
  throw new Error(`no valid demo CVR for ${n}`); // unreachable: the prefixes differ by 8 in the sum
}

/** A small deterministic PRNG so company n always looks the same. */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], rnd: () => number): T {
  return list[Math.floor(rnd() * list.length)]!;
}

export function demoCompany(n: number): DemoCompany {
  const rnd = random(n + 1);
  const trade = DEMO_TRADES[n % DEMO_TRADES.length]!;
  const surname = pick(DEMO_SURNAMES, rnd);
  const town = pick(DEMO_TOWNS, rnd);
  const name = pick(trade.nameForms, rnd)(surname, town.city);
  const founded = 1985 + Math.floor(rnd() * 38);
  const employees = pick([1, 2, 3, 5, 8, 12, 20], rnd);
  const baseSubdomain = subdomainFromName(name);
  const phone = `${20 + Math.floor(rnd() * 70)} ${String(Math.floor(rnd() * 100)).padStart(2, "0")} ${String(Math.floor(rnd() * 100)).padStart(2, "0")} ${String(Math.floor(rnd() * 100)).padStart(2, "0")}`;
  const hours: OpeningHours =
    rnd() < 0.3
      ? { ...DEFAULT_HOURS, Fredag: "07:00 - 14:00", Lørdag: "09:00 - 12:00" }
      : { ...DEFAULT_HOURS };
  const handle = baseSubdomain.slice(0, 20);
  // Drawn in the order they always were, so demo company n keeps its address and start date.
  const address = `${town.street} ${1 + Math.floor(rnd() * 120)}`;
  const startDate = `${founded}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`;
  const companyDesc = employees > 4 ? "Anpartsselskab" : "Enkeltmandsvirksomhed";
  return {
    n,
    cvr: demoCvr(n),
    name,
    address,
    zipcode: town.zipcode,
    city: town.city,
    companyEmail: demoOwnerEmail(n),
    phone,
    email: `kontakt@${baseSubdomain}.example`,
    industryCode: trade.industryCode,
    industryDesc: trade.industryDesc,
    companyDesc,
    startDate,
    employees,
    hours,
    showHours: rnd() < 0.85,
    theme: THEME_IDS[n % THEME_IDS.length]!,
    socialMedia: {
      facebook: rnd() < 0.7 ? `https://facebook.com/${handle}` : "",
      instagram: rnd() < 0.5 ? `https://instagram.com/${handle}` : "",
      linkedin: rnd() < 0.3 ? `https://linkedin.com/company/${handle}` : "",
      tiktok: rnd() < 0.15 ? `https://tiktok.com/@${handle}` : "",
    },
    baseSubdomain,
    ...withProfile(
      { name, city: town.city, trade, founded, employees },
      demoPages({ name, city: town.city, trade, founded, employees }, rnd),
      companyDesc,
      `${pick(FIRST_NAMES, rnd)} ${surname}`,
    ),
  };
}

/** The pages and the profile whose service cards link to the Ydelser page when the demo has one. */
function withProfile(
  facts: Facts,
  pages: DemoPage[],
  companyDesc: string,
  ownerName: string,
): { pages: DemoPage[]; profile: SiteProfile } {
  const written = writeProfileOffline({
    companyName: facts.name,
    city: facts.city,
    industryDesc: facts.trade.industryDesc,
    companyDesc,
    employees: facts.employees,
    foundedYear: facts.founded,
    keywords: [],
  });
  const servicesSlug = pages.some((page) => page.slug === "ydelser") ? "ydelser" : null;
  const owner =
    facts.employees <= 4
      ? {
          name: ownerName,
          line: `Jeg startede ${facts.name} i ${facts.founded}, og jeg er selv med på opgaverne i ${facts.city}.`,
          photo: null,
        }
      : null;
  return {
    pages,
    profile: {
      intro: written.intro,
      services: written.services.map((service) => ({
        title: service.title,
        line: service.line,
        pageSlug: servicesSlug,
      })),
      usps: written.usps,
      workPhotos: [],
      owner,
    },
  };
}

type Facts = { name: string; city: string; trade: DemoTrade; founded: number; employees: number };

function demoPages(facts: Facts, rnd: () => number): DemoPage[] {
  const { name, city, trade } = facts;
  const services = trade.services;
  const pages: DemoPage[] = [
    page("Forside", "forside", "homepage", "hero", `${name} i ${city}`, homeText(facts), {
      subtitle: `${capitalise(services[0]!)}, ${services[1]} og ${services[2]} – vi svarer samme dag`,
    }),
    page("Om os", "om-os", "page", "text-image", `Om ${name}`, aboutText(facts)),
  ];
  const extras: DemoPage[] = [
    page("Ydelser", "ydelser", "page", "grid", "Det hjælper vi med", servicesText(facts)),
    page("Galleri", "galleri", "page", "gallery", "Udvalgte opgaver", "", {
      gallery: trade.galleryTitles.map((title) => ({
        title,
        description: `Opgave udført for en kunde i ${city} og omegn.`,
        image: "",
      })),
    }),
    page("Kontakt os", "kontakt-os", "page", "text", "Sådan kommer du i kontakt med os", contactText(facts)),
  ];
  const extraCount = Math.floor(rnd() * 4); // 0–3 extra pages: 2–5 pages in all
  return pages.concat(extras.slice(0, extraCount));
}

function page(
  pageName: string,
  slug: string,
  type: PageType,
  layout: PageLayout,
  title: string,
  text: string,
  extra: { subtitle?: string; gallery?: Array<{ title: string; description: string; image: string }> } = {},
): DemoPage {
  const content: PageContent =
    layout === "hero"
      ? { hero: { title, subtitle: extra.subtitle ?? "" }, main: { content: text } }
      : { main: { content: text, ...(extra.gallery ? { gallery: extra.gallery } : {}) } };
  return {
    pageName,
    slug,
    type,
    layout,
    title,
    subtitle: extra.subtitle ?? "",
    content,
    metaTitle: "",
    metaDescription: "",
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function homeText({ name, city, trade, founded }: Facts): string {
  const [a, b, c, d] = trade.services;
  return [
    `${name} har siden ${founded} hjulpet private og erhverv i ${city} og omegn med ${a}, ${b} og ${c}. Vi kommer ud og ser på opgaven, giver en fast pris og holder den aftalte tid.`,
    `Vi går op i ordentligt håndværk og i at rydde op efter os. Når vi er færdige, gennemgår vi arbejdet sammen med dig, så du ved præcis, hvad der er lavet.`,
    `Har du brug for hjælp til ${d}, eller er du i tvivl om, hvad der skal til? Ring eller skriv til os, så finder vi en løsning, der passer til dit hus og dit budget. Se også [hvad vi har lavet for andre](/om-os).`,
  ].join("\n\n");
}

function aboutText({ name, city, employees, founded }: Facts): string {
  const team = employees <= 1 ? "en enkeltmandsvirksomhed" : `et team på ${employees} faglærte folk`;
  return [
    `${name} blev startet i ${founded}, og i dag er vi ${team} med base i ${city}.`,
    "Vi lægger vægt på god kommunikation: du får et klart tilbud, besked hvis noget ændrer sig, og en fast kontaktperson fra start til slut.",
    "Vi er medlem af vores brancheorganisation og arbejder efter gældende regler og normer.",
  ].join("\n\n");
}

function servicesText({ trade, city }: Facts): string {
  return [
    `Vi udfører blandt andet ${trade.services.join(", ")}.`,
    `Vi arbejder for både private, boligforeninger og virksomheder i ${city} og omegn.`,
  ].join("\n\n");
}

function contactText({ city }: Facts): string {
  return [
    `Du kan ringe, skrive en e-mail eller kigge forbi værkstedet i ${city}. Vi svarer normalt samme dag.`,
    "Skriv gerne lidt om opgaven og send et par billeder, så kan vi ofte give et prisoverslag med det samme.",
  ].join("\n\n");
}
