import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReviewsView, TrustView } from "~/schemas/sections/view";
import type { SiteProfile } from "~/schemas/site-profile";
import type { SiteCompany, SiteNavPage, SitePageRecord } from "~/schemas/site-view";
import { SitePage } from "../site-page";
import { aggregateText, reviewAggregate, serviceCards, startYear, trustItems } from "./home-data";

const company: SiteCompany = {
  name: "Hansen Tømrer & Søn ApS",
  cvr: "12345678",
  address: "Algade 2",
  zipcode: "4000",
  city: "Roskilde",
  phone: "75821234",
  email: "mail@hansen.dk",
  logo: null,
  hours: {},
  showHours: false,
  socialMedia: { facebook: "", instagram: "", linkedin: "", tiktok: "" },
  theme: "blue",
  subdomain: "hansen",
  industryDesc: "Tømrer",
  startDate: "2011-04-01",
  quoteFormEnabled: true,
};

const home: SitePageRecord = {
  pageName: "Forside",
  title: "Tømrer i Roskilde",
  subtitle: "Tag, vinduer og tilbygninger",
  slug: "forside",
  type: "homepage",
  layout: "hero",
  content: { hero: { subtitle: "Tag, vinduer og tilbygninger" }, main: { content: "Et.\n\nTo.\n\nTre." } },
  metaTitle: "",
  metaDescription: "",
  createdAt: new Date("2025-01-01T00:00:00Z"),
};

const sub = (slug: string, summary?: string): SiteNavPage => ({
  pageName: slug,
  title: `Side ${slug}`,
  slug,
  type: "page",
  ...(summary ? { summary } : {}),
});
const pages: SiteNavPage[] = [
  { pageName: "Forside", slug: "forside", type: "homepage" },
  sub("tag", "Vi lægger nye tage."),
  sub("vinduer", "Vi skifter vinduer."),
  sub("tilbygning", "Vi bygger til."),
];

const reviews = (ratings: Array<number | null>): ReviewsView => ({
  intro: "",
  links: [],
  quotes: ratings.map((rating, i) => ({
    name: `Kunde ${i}`,
    town: "",
    text: "Godt arbejde",
    date: "2026-01-01",
    rating,
  })),
  checkText: "Udtalelserne er ægte.",
  platformText: null,
});

function render(over: Partial<SiteCompany> = {}, navPages = pages) {
  return renderToStaticMarkup(
    createElement(SitePage, {
      company: { ...company, ...over },
      pages: navPages,
      page: home,
      images: [],
      mode: { kind: "host" },
    }),
  );
}

const order = (html: string, markers: string[]) => markers.map((marker) => html.indexOf(marker));

describe("the homepage (issue 22)", () => {
  it("puts hero, trust bar, services and the quote form in that order, with 'Få et tilbud' as the primary action", () => {
    const html = render();
    const positions = order(html, [
      'id="side-titel"',
      "Siden 2011",
      'id="ydelser-titel"',
      'id="tilbud-titel"',
    ]);
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Hero: the light primary button to the form on the page, then "Ring 75 82 12 34".
    expect(html).toMatch(/<a href="#tilbud" class="site-button[^"]*bg-white[^"]*">Få et tilbud<\/a>/);
    expect(html).toContain("Ring 75 82 12 34");
    expect(html).not.toContain(">75821234<");
    // Header: the filled primary is the quote page; the number as text.
    expect(html).toMatch(
      /<a href="\/tilbud" class="site-button[^"]*bg-\(--site-primary\)[^"]*">Få et tilbud<\/a>/,
    );
  });

  it("falls back to the phone as the primary action when the form is off", () => {
    const html = render({ quoteFormEnabled: false });
    expect(html).not.toContain("Få et tilbud");
    expect(html).toMatch(
      /<a href="tel:\+4575821234" class="site-button[^"]*bg-white[^"]*">.*Ring 75 82 12 34<\/a>/,
    );
  });

  it("leaves out sections without content: no services, recent work, reviews or owner on a bare site", () => {
    const html = render({ startDate: null }, [pages[0]!, pages[1]!]);
    for (const id of ["ydelser-titel", "opgaver-titel", "anmeldelser-titel", "mesteren-titel"]) {
      expect(html).not.toContain(`id="${id}"`);
    }
    expect(html).not.toContain("Fakta om virksomheden");
  });

  it("renders the profile's services, work photos and owner when present", () => {
    const profile: SiteProfile = {
      intro: { heading: "Lokal tømrer i Roskilde siden 2011", text: "Vi bygger solidt." },
      services: [
        { title: "Nyt tag", line: "Tegl og skifer.", pageSlug: "tag" },
        { title: "Vinduer", line: "Udskiftning.", pageSlug: "findes-ikke" },
        { title: "Tilbygning", line: "Fra tegning til nøgle.", pageSlug: null },
      ],
      usps: [],
      workPhotos: [
        { image: "images/12345678/a.webp", alt: "Nyt tag i Viby" },
        { image: "images/12345678/b.webp", alt: "Carport" },
      ],
      owner: { name: "Jens Hansen", line: "Jeg kommer selv ud.", photo: null },
    };
    const html = render({ profile });
    expect(html).toContain("Lokal tømrer i Roskilde siden 2011");
    expect(html).toMatch(/<a href="\/tag"[^>]*>Nyt tag<span/);
    // A card never links to a page that does not exist.
    expect(html).not.toContain('href="/findes-ikke"');
    expect(html).toContain('id="opgaver-titel"');
    expect(html).toContain("Nyt tag i Viby");
    // The first work photo is the hero's photo, in natural colour under the scrim.
    expect(html).toContain('data-hero="photo"');
    expect(html).toContain("Mød mesteren");
    expect(html).toContain("Ring direkte: 75 82 12 34");
  });
});

describe("homepage data rules", () => {
  it("derives at least three cards from the pages, or none", () => {
    expect(serviceCards(null, pages)).toEqual([
      { title: "Side tag", line: "Vi lægger nye tage.", slug: "tag" },
      { title: "Side vinduer", line: "Vi skifter vinduer.", slug: "vinduer" },
      { title: "Side tilbygning", line: "Vi bygger til.", slug: "tilbygning" },
    ]);
    expect(serviceCards(null, pages.slice(0, 3))).toEqual([]);
  });

  it("averages only the quotes with stars and says how many", () => {
    expect(
      reviewAggregate([
        { rating: 5 },
        { rating: 4 },
        { rating: null },
        { rating: 5 },
        { rating: 5 },
        { rating: 5 },
        { rating: 5 },
      ]),
    ).toEqual({
      average: "4,8",
      count: 6,
    });
    expect(aggregateText({ average: "4,8", count: 6 })).toBe("4,8 af 5 i 6 udtalelser her");
    expect(reviewAggregate([{ rating: null }])).toBeNull();
  });

  it("fills the trust bar from the register and the sections, publishing verified authorisations only", () => {
    const trust: TrustView = {
      autorisation: {
        intro: "",
        badges: [
          { label: "Autoriseret VVS-installatør", number: "123", verified: true, checkedOn: "2026-11-01" },
          { label: "Autoriseret elinstallatør", number: "UVERIFICERET-47", verified: false, checkedOn: null },
        ],
        memberships: ["Medlem af Dansk Byggeri", "Tilsluttet Byggegaranti"],
      },
      anmeldelser: reviews([5, 4, 5]),
    };
    const items = trustItems({ ...company, trust });
    expect(items.map((item) => item.label)).toEqual([
      "Siden 2011",
      "Autoriseret VVS-installatør",
      "★ 4,7 af 5",
      "Byggegaranti",
    ]);
    expect(startYear("not a date")).toBeNull();
    // Issue 23: the unverified number is published nowhere on the page (the server drops it too).
    const html = render({ trust });
    expect(html).toContain("Autoriseret VVS-installatør");
    expect(html).not.toContain("UVERIFICERET-47");
    expect(html).not.toContain("Autoriseret elinstallatør");
  });

  it("fills a thin trust bar up to four badges with the profile's own selling points, never repeating the year", () => {
    const profile: SiteProfile = {
      intro: null,
      services: [],
      usps: [
        "Kører ud i hele Nordjylland",
        "Startet i 2011",
        "Du taler med den, der gør arbejdet",
        "Fast hold",
        "Femte",
      ],
      workPhotos: [],
      owner: null,
    };
    expect(trustItems({ ...company, profile }).map((item) => `${item.kind}: ${item.label}`)).toEqual([
      "since: Siden 2011",
      "usp: Kører ud i hele Nordjylland",
      "usp: Du taler med den, der gør arbejdet",
      "usp: Fast hold",
    ]);
    // Without a start date the owner's "Startet i 2011" is the only place the year is said.
    expect(trustItems({ ...company, startDate: null, profile }).map((item) => item.label)).toContain(
      "Startet i 2011",
    );
    // A full bar from the register and sections gets no selling points.
    const trust: TrustView = {
      anmeldelser: reviews([5]),
      autorisation: { intro: "", badges: [], memberships: ["Tilsluttet Byggegaranti"] },
    };
    const onCall = { hours: ["Døgnvagt hele året"] };
    const details = { onCall } as unknown as NonNullable<SiteCompany["details"]>;
    const full = trustItems({ ...company, profile, trust, details });
    expect(full.map((item) => item.kind)).toEqual(["since", "reviews", "guarantee", "oncall"]);
  });
});
