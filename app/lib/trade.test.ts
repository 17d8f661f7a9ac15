import { describe, expect, it } from "vitest";
import { detectTrade, detectTradeFrom, TRADE_LABELS, TRADES } from "./trade";

describe("detectTrade", () => {
  it.each([
    // The register's industry descriptions (DB07) for the trades we cover.
    ["Tømrer- og bygningssnedkervirksomhed", "tomrer"],
    ["Murere", "murer"],
    ["VVS- og blikkenslagerforretninger", "vvs"],
    ["Malerforretninger", "maler"],
    ["Vinduespudsning", "vinduespudser"],
    ["Almindelig reparation og vedligeholdelse af motorkøretøjer", "mekaniker"],
    ["El-installation", "elektriker"],
    // Company names.
    ["Hansen Tømrer & Snedker ApS", "tomrer"],
    ["Murerfirma Søren Østergaard", "murer"],
    ["Nørrebro VVS & Blik ApS", "vvs"],
    ["Malermester Ærø Hjort", "maler"],
    ["Klar Udsigt Vinduespudsning", "vinduespudser"],
    ["Bilværkstedet i Køge ApS", "mekaniker"],
    ["Lyngby El-Service A/S", "elektriker"],
    ["Elektrikeren på Amager ApS", "elektriker"],
    ["Esbjerg Bilreparation", "mekaniker"],
    ["Fyns Murer- og Flisefirma ApS", "murer"],
    ["Hansen El ApS", "elektriker"],
    // ASCII spellings from domains and keywords.
    ["hansen-toemrer.dk", "tomrer"],
    ["autovaerksted og daekskift", "mekaniker"],
    ["Jensens Rengøring", "vinduespudser"],
  ] as const)("%s → %s", (text, trade) => {
    expect(detectTrade(text)).toBe(trade);
  });

  it("does not see a trade in words that merely contain the letters", () => {
    // "el" inside Helsingør/Vejle/hotel, "blik" inside øjeblik, "maler" inside kunstmaler.
    for (const text of ["Helsingør Hotel", "Vejle Handel", "Et øjeblik", "Kunstmaleren i Skagen"]) {
      expect(detectTrade(text)).toBe("other");
    }
  });

  it("falls back to other for trades it does not know", () => {
    expect(detectTrade("Anlægsgartnere")).toBe("other");
    expect(detectTrade("")).toBe("other");
  });

  it("lets the trade mentioned first win", () => {
    expect(detectTrade("Maler og Tømrer ApS")).toBe("maler");
    expect(detectTrade("Tømrer og Maler ApS")).toBe("tomrer");
  });
});

describe("detectTradeFrom", () => {
  it("uses the first source that names a trade", () => {
    expect(detectTradeFrom([null, "Anlægsgartnere", "Jensen VVS", "maler"])).toBe("vvs");
    expect(detectTradeFrom(["El-installation", "Jensen VVS"])).toBe("elektriker");
  });

  it("returns other when no source names a trade", () => {
    expect(detectTradeFrom([undefined, "", "Jensen Holding ApS"])).toBe("other");
  });
});

it("has a Danish label for every trade", () => {
  for (const trade of TRADES) expect(TRADE_LABELS[trade]).toMatch(/^[A-ZÆØÅ]/);
});
