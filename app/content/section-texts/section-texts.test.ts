import { describe, expect, it } from "vitest";
import { TRADES } from "~/lib/trade";
import { ANMELDELSER_INTROS, reviewCheckText } from "./anmeldelser";
import { AUTORISATION_INTROS } from "./autorisation";
import { TRADE_FRADRAG } from "./fradrag";
import { OMRAADE_INTROS } from "./omraade";
import { shownText, textToStore } from "./own-text";
import { NO_PRICE_TEXTS, PRISER_INTROS } from "./priser";
import { VAGT_TEXTS } from "./vagt";

/** Every default text the sites may show, with where it comes from. */
function everyDefault(): Array<[string, string]> {
  return TRADES.flatMap((trade) => [
    [`autorisation/${trade}`, AUTORISATION_INTROS[trade]],
    [`anmeldelser/${trade}`, ANMELDELSER_INTROS[trade]],
    [`§6b faktura/${trade}`, reviewCheckText("faktura", trade)],
    [`§6b ikke-kontrolleret/${trade}`, reviewCheckText("ikke-kontrolleret", trade)],
    [`priser/${trade}`, PRISER_INTROS[trade]],
    [`ingen pris/${trade}`, NO_PRICE_TEXTS[trade]],
    [`omraade/${trade}`, OMRAADE_INTROS[trade]],
    [`vagt/${trade}`, VAGT_TEXTS[trade]],
    ...(TRADE_FRADRAG[trade] ? [[`fradrag/${trade}`, TRADE_FRADRAG[trade].intro] as [string, string]] : []),
  ]);
}

/**
 * Claims a default must never make for a company that has not said so itself: an authorisation or
 * certificate, a guarantee, a rating or number of reviews, a price or amount, hours or response time,
 * or a superlative the Forbrugerombudsmand would want documented.
 */
const CLAIMS: Array<[string, RegExp]> = [
  ["authorisation", /autoriseret|certificeret|godkendt/i],
  ["guarantee", /garanti|tilfredshed|reklamationsret/i],
  ["rating", /stjerne|★|bedømmelse|karakter|anbefalet af|tilfredse kunder/i],
  ["number (price, amount, hours, count)", /\d/],
  ["price", /(?<![a-zæøå])kr(?![a-zæøå])|kroner|gratis|billig|rabat|tilbudspris/i],
  ["hours or response time", /døgn|24\/7|hurtig|inden for|med det samme|altid/i],
  ["superlative", /\b(bedste|billigste|førende|nummer et|eksperter?)\b/i],
];

describe("default section texts", () => {
  it("exist in Danish for every trade and section, with a general fallback", () => {
    for (const [where, text] of everyDefault()) {
      expect(text.length, where).toBeGreaterThan(20);
      expect(text, where).toMatch(/[æøå]|\b(vi|og|du|der)\b/i);
    }
    expect(Object.keys(VAGT_TEXTS)).toContain("other");
  });

  it("never claim an authorisation, guarantee, rating, price or hours the company doesn't have", () => {
    for (const [where, text] of everyDefault()) {
      for (const [claim, pattern] of CLAIMS) {
        expect(pattern.test(text), `${where} claims ${claim}: ${text}`).toBe(false);
      }
    }
  });

  it("the scan catches such claims (it can fail)", () => {
    const bad = [
      "Vi er autoriseret elinstallatør.",
      "Du får 5 års garanti.",
      "Kunderne giver os ★★★★★.",
      "Timepris 495 kr.",
      "Vi kommer inden for en time, døgnet rundt.",
    ];
    for (const text of bad)
      expect(
        CLAIMS.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true);
  });

  it("explain the deduction only for trades that qualify", () => {
    expect(TRADE_FRADRAG.maler).toBeUndefined();
    expect(TRADE_FRADRAG.mekaniker).toBeUndefined();
    expect(TRADE_FRADRAG.other).toBeUndefined();
    expect(TRADE_FRADRAG.vvs?.intro).toContain("Varmepumper");
  });

  it("the no-price wording says how the price is calculated (forbrugeraftaleloven § 8)", () => {
    for (const trade of TRADES) expect(NO_PRICE_TEXTS[trade]).toMatch(/beregnes ud fra/);
  });

  it("an owner's own text wins; saving the default unchanged keeps following the trade", () => {
    expect(shownText("", "Standard")).toBe("Standard");
    expect(shownText("  Egen tekst ", "Standard")).toBe("Egen tekst");
    expect(textToStore(" Standard ", "Standard")).toBe("");
    expect(textToStore("Egen tekst", "Standard")).toBe("Egen tekst");
  });
});
