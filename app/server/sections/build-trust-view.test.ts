import { describe, expect, it } from "vitest";
import { localBusinessJsonLd } from "~/components/site/structured-data";
import type { SiteCompany } from "~/schemas/site-view";
import { NO_PRICE_TEXTS, PRISER_INTROS } from "~/content/section-texts/priser";
import { priserFormSchema } from "~/schemas/sections/priser";
import { buildTrustView } from "./build-trust-view";

const company: SiteCompany = {
  name: "Lyngby El-Service A/S", cvr: "91909375", address: "", zipcode: "2800", city: "Lyngby", phone: "", email: "",
  logo: null, hours: {}, showHours: false, socialMedia: { facebook: "", instagram: "", linkedin: "", tiktok: "" },
  theme: "amber", subdomain: "lyngby", industryDesc: "El-installation",
};
const jsonLd = (trust: SiteCompany["trust"]) =>
  localBusinessJsonLd({ company: { ...company, trust }, trade: "elektriker", origin: "https://lyngby.example", description: "", logoUrl: null, imageUrl: null });

const autorisation = (status: "verified" | "withdrawn") => ({
  enabled: true,
  data: {
    enabled: true, intro: "", numbers: { el: "41234", vvs: "", kloak: "", gas: "" }, memberships: ["tekniq"],
    checks: { el: { status, checkedAt: "2026-11-22T06:00:00.000Z" } },
  },
});

describe("trust view and JSON-LD", () => {
  it("hasCredential only for a number the register verified; memberships never", () => {
    const verified = buildTrustView({ autorisation: autorisation("verified") }, "elektriker");
    expect(verified.autorisation?.badges[0]).toMatchObject({ verified: true, checkedOn: "2026-11-22" });
    expect(jsonLd(verified).hasCredential).toEqual([expect.objectContaining({ identifier: "41234", name: "Autoriseret elinstallatør" })]);
    const withdrawn = buildTrustView({ autorisation: autorisation("withdrawn") }, "elektriker");
    // Issue 23: an unverified number is not published at all (not even marked "ikke verificeret").
    expect(withdrawn.autorisation?.badges).toEqual([]);
    expect(JSON.stringify(withdrawn)).not.toContain("41234");
    expect(jsonLd(withdrawn).hasCredential).toBeUndefined();
    expect(JSON.stringify(jsonLd(withdrawn))).not.toContain("TEKNIQ");
  });

  it("aggregateRating only from stars on the owner's quotes, none when no quote has stars", () => {
    const quote = { name: "Mette", town: "Lyngby", text: "Fint", date: "2026-01-05", rating: null as number | null };
    const data = (quotes: typeof quote[]) => ({ enabled: true, data: { enabled: true, links: { google: "", trustpilot: "", anmeldHaandvaerker: "" }, quotes, check: "faktura" } });
    expect(jsonLd(buildTrustView({ anmeldelser: data([quote]) }, "elektriker")).aggregateRating).toBeUndefined();
    const rated = jsonLd(buildTrustView({ anmeldelser: data([{ ...quote, rating: 5 }, { ...quote, rating: 4 }, quote]) }, "elektriker"));
    expect(rated.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  // Google's documented rich-result properties (developers.google.com/search/docs/appearance/
  // structured-data/review-snippet): Review requires author and reviewRating (with ratingValue);
  // AggregateRating requires ratingValue and reviewCount or ratingCount; bestRating/worstRating are
  // recommended when the scale is not 1-5 by default (we always send both).
  const RULES: Array<{ type: string; required: string[]; recommended: string[] }> = [
    { type: "Review", required: ["author", "reviewRating"], recommended: ["datePublished", "reviewBody"] },
    { type: "Rating", required: ["ratingValue"], recommended: ["bestRating", "worstRating"] },
    { type: "AggregateRating", required: ["ratingValue", "reviewCount"], recommended: ["bestRating", "worstRating"] },
  ];
  function problems(node: unknown, found: string[] = []): string[] {
    if (Array.isArray(node)) for (const item of node) problems(item, found);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      const rule = RULES.find((candidate) => candidate.type === record["@type"]);
      for (const key of rule?.required ?? []) if (record[key] === undefined) found.push(`error: ${rule!.type}.${key}`);
      for (const key of rule?.recommended ?? []) if (record[key] === undefined) found.push(`warning: ${rule!.type}.${key}`);
      for (const value of Object.values(record)) problems(value, found);
    }
    return found;
  }

  it("a quote without stars is not a Review; the rest meet Google's review rules (0 errors, 0 warnings)", () => {
    const quote = { name: "Mette", town: "Lyngby", text: "Fint", date: "2026-01-05", rating: null as number | null };
    const data = (quotes: typeof quote[]) => ({ enabled: true, data: { enabled: true, links: { google: "", trustpilot: "", anmeldHaandvaerker: "" }, quotes, check: "faktura" } });
    const unrated = jsonLd(buildTrustView({ anmeldelser: data([quote]) }, "elektriker"));
    expect(unrated.review).toBeUndefined();
    const mixed = jsonLd(buildTrustView({ anmeldelser: data([{ ...quote, rating: 5 }, quote, { ...quote, rating: 3 }]) }, "elektriker"));
    expect(mixed.review).toHaveLength(2);
    expect(problems(mixed)).toEqual([]);
  });

  it("priceRange from the list; switched-off sections are left out entirely", () => {
    const priser = priserFormSchema.parse({ enabled: true, noPriceText: "", rows: [
      { service: "Timepris", price: "500", vat: "ekskl", unit: "time", from: false },
      { service: "Stikkontakt", price: "", vat: "inkl", unit: "stk", from: false },
    ] });
    const view = buildTrustView({ priser: { enabled: true, data: priser } }, "elektriker");
    expect(view.priser?.rows[0]).toEqual({ service: "Timepris", price: "625 kr.", unit: "pr. time", from: false });
    // No own wording: the trade's default, which says how the price is calculated.
    expect(view.priser?.noPriceText).toBe(NO_PRICE_TEXTS.elektriker);
    expect(view.priser?.intro).toBe(PRISER_INTROS.elektriker);
    expect(jsonLd(view).priceRange).toBe("625 kr.");
    expect(buildTrustView({ priser: { enabled: false, data: priser }, autorisation: { ...autorisation("verified"), enabled: false } }, "elektriker")).toEqual({});
  });

  it("texts: the owner's own wins, else the trade's default; the authorisation intro needs something to introduce", () => {
    const own = buildTrustView({ autorisation: { enabled: true, data: { ...autorisation("verified").data, intro: "Egen tekst" } } }, "elektriker");
    expect(own.autorisation?.intro).toBe("Egen tekst");
    const fallback = buildTrustView({ autorisation: autorisation("verified") }, "elektriker");
    expect(fallback.autorisation?.intro).toMatch(/^El-installationer kræver autorisation/);
    const empty = buildTrustView({ autorisation: { enabled: true, data: { ...autorisation("verified").data, numbers: { el: "", vvs: "", kloak: "", gas: "" }, memberships: [] } } }, "tomrer");
    expect(empty.autorisation?.intro).toBe("");
    const reviews = buildTrustView({ anmeldelser: { enabled: true, data: { enabled: true, links: { google: "https://g.page/r/x", trustpilot: "", anmeldHaandvaerker: "" }, quotes: [], check: "faktura" } } }, "mekaniker");
    expect(reviews.anmeldelser?.intro).toMatch(/biler/);
    expect(reviews.anmeldelser?.checkText).toContain("udført reparationer og service for");
  });
});
