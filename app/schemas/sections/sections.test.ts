import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "~/lib/parse-form";
import { anmeldelserFormSchema, isSiteUrl } from "./anmeldelser";
import { autorisationFormSchema } from "./autorisation";
import { formatKroner, parseAmount, priceRange, priserFormSchema, withVat } from "./priser";

const row = (fields: Record<string, unknown>) => ({
  service: "Timepris",
  price: "500",
  vat: "inkl",
  unit: "time",
  from: false,
  ...fields,
});

/** The trust sections' forms name their fields with "-" ("rows-0-price"). */
const parse = <T>(schema: z.ZodType<T>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true as const, data: result.data }
    : { success: false as const, fieldErrors: fieldErrorsOf(result.error, "-") };
};

describe("priser", () => {
  it("stores every price incl. moms: an ekskl. price is converted", () => {
    const parsed = priserFormSchema.parse({
      enabled: true,
      rows: [row({ price: "400", vat: "ekskl" }), row({ price: "1.250,50" })],
      noPriceText: "",
    });
    expect(parsed.rows.map((r) => r.priceIncl)).toEqual([500, 1250.5]);
    expect(parsed.rows[0]?.convertedFromExcl).toBe(true);
    expect(priceRange(parsed.rows)).toBe("500-1.250,50 kr.");
  });

  it("refuses a price that is not an amount, with a Danish message on the field", () => {
    const result = parse(priserFormSchema, {
      enabled: true,
      rows: [row({ price: "ca. 500" })],
      noPriceText: "",
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors["rows-0-price"]).toMatch(/Skriv prisen som et beløb/);
  });

  it("needs a real how-it-is-calculated wording when a row has no price (empty = the trade's default)", () => {
    const result = parse(priserFormSchema, {
      enabled: true,
      rows: [row({ price: "" })],
      noPriceText: "Ring.",
    });
    expect(!result.success && result.fieldErrors.noPriceText).toMatch(/hvordan prisen beregnes/);
    expect(
      parse(priserFormSchema, { enabled: true, rows: [row({ price: "" })], noPriceText: "" }).success,
    ).toBe(true);
  });

  it("formats Danish amounts", () => {
    expect(parseAmount("1.250")).toBe(1250);
    expect(parseAmount("499,95 kr.")).toBe(499.95);
    expect(parseAmount("12a")).toBeNull();
    expect(withVat(99.99)).toBe(124.99);
    expect(formatKroner(1562.5)).toBe("1.562,50 kr.");
  });
});

describe("anmeldelser", () => {
  const base = {
    enabled: true,
    links: { google: "", trustpilot: "", anmeldHaandvaerker: "" },
    quotes: [],
    check: "faktura",
  };

  it("accepts only https links to the named review site", () => {
    expect(isSiteUrl("https://g.page/r/abc/review", "google")).toBe(true);
    expect(isSiteUrl("https://www.google.dk/maps/place/x", "google")).toBe(true);
    expect(isSiteUrl("https://www.google.co.uk/search?q=x", "google")).toBe(true);
    // Security probe: google.<anything> was accepted (and printed in the QR code).
    expect(isSiteUrl("https://google.evil.example/review", "google")).toBe(false);
    expect(isSiteUrl("https://www.google.dk.evil.example/", "google")).toBe(false);
    expect(isSiteUrl("https://google.com@evil.example/", "google")).toBe(false);
    expect(isSiteUrl("https://dk.trustpilot.com/review/firma.dk", "trustpilot")).toBe(true);
    expect(isSiteUrl("http://dk.trustpilot.com/review/firma.dk", "trustpilot")).toBe(false);
    expect(isSiteUrl("https://trustpilot.com.evil.example/", "trustpilot")).toBe(false);
    expect(isSiteUrl("javascript:alert(1)", "google")).toBe(false);
    const result = parse(anmeldelserFormSchema, {
      ...base,
      links: { ...base.links, anmeldHaandvaerker: "https://example.dk" },
    });
    expect(!result.success && result.fieldErrors["links-anmeldHaandvaerker"]).toMatch(/Anmeld Håndværker/);
  });

  it("checks each quote and refuses more than six, dates in the future and invented stars", () => {
    const quote = { name: "Mette", town: "Lyngby", text: "Godt arbejde", date: "2026-01-05", rating: null };
    expect(anmeldelserFormSchema.safeParse({ ...base, quotes: Array(7).fill(quote) }).success).toBe(false);
    const future = parse(anmeldelserFormSchema, {
      ...base,
      quotes: [{ ...quote, date: "2999-01-01" }],
    });
    expect(!future.success && future.fieldErrors["quotes-0-date"]).toBe("Datoen kan ikke ligge i fremtiden");
    const stars = parse(anmeldelserFormSchema, { ...base, quotes: [{ ...quote, rating: 6 }] });
    expect(!stars.success && stars.fieldErrors["quotes-0-rating"]).toBe("Vælg 1 til 5 stjerner");
    expect(parse(anmeldelserFormSchema, { ...base, check: "" }).success).toBe(false);
  });

  it("takes Trustpilot's invitation address (Automatic Feedback Service) and nothing else there", () => {
    const afs = (trustpilotAfs: string) => parse(anmeldelserFormSchema, { ...base, trustpilotAfs });
    expect(afs("firma.dk+a1b2c3@invite.trustpilot.com").success).toBe(true);
    expect(afs("").success).toBe(true);
    expect(parse(anmeldelserFormSchema, base).success).toBe(true);
    const wrong = afs("kontakt@firma.dk");
    expect(!wrong.success && wrong.fieldErrors.trustpilotAfs).toMatch(/@invite\.trustpilot\.com/);
    expect(afs("a@invite.trustpilot.com, b@evil.example").success).toBe(false);
  });
});

describe("autorisation", () => {
  it("refuses a number with other characters and unknown memberships", () => {
    const base = {
      enabled: true,
      intro: "",
      numbers: { el: "", vvs: "", kloak: "", gas: "" },
      memberships: [],
    };
    const bad = parse(autorisationFormSchema, {
      ...base,
      numbers: { ...base.numbers, el: "<b>1</b>" },
    });
    expect(!bad.success && bad.fieldErrors["numbers-el"]).toMatch(/autorisationsnummeret/);
    expect(autorisationFormSchema.safeParse({ ...base, memberships: ["nasa"] }).success).toBe(false);
  });
});
