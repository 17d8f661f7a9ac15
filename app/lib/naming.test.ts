import { describe, expect, it } from "vitest";
import {
  isValidCvr,
  isValidWebsiteAddress,
  normalizeCustomDomain,
  normalizeCvr,
  slugFromName,
  subdomainFromName,
} from "./naming";

describe("normalizeCvr / isValidCvr", () => {
  it.each([
    ["62601817", "62601817"],
    [" 6260 1817 ", "62601817"],
    ["DK-62601817", "62601817"],
    ["626018171234", "62601817"],
    ["abc", ""],
  ])("normalizeCvr(%j) = %j", (input, expected) => {
    expect(normalizeCvr(input)).toBe(expected);
  });

  it("accepts exactly eight digits", () => {
    expect(isValidCvr("62601817")).toBe(true);
    expect(isValidCvr("6260181")).toBe(false);
    expect(isValidCvr("626018170")).toBe(false);
    expect(isValidCvr("6260 1817")).toBe(false);
    expect(isValidCvr("")).toBe(false);
  });
});

describe("subdomainFromName", () => {
  it.each([
    ["Hansen Tømrer & Snedker ApS", "hansentoemrersnedkeraps"],
    ["  Murerfirma Søren Østergaard  ", "murerfirmasoerenoestergaard"],
    ["Ålborg Maler-Æsel", "aalborgmaleraesel"],
    ["Café Müller ÉÜ", "cafemullereu"],
    ["Straße 7", "strasse7"],
    ["Meget Langt Firmanavn Med Mange Ord ApS", "megetlangtfirmanavnmedmangeord"],
  ])("subdomainFromName(%j) = %j", (name, expected) => {
    expect(subdomainFromName(name)).toBe(expected);
  });

  it("never returns more than 30 characters", () => {
    expect(subdomainFromName("å".repeat(40))).toHaveLength(30);
  });

  it("falls back to 'firma' when nothing usable is left", () => {
    expect(subdomainFromName("")).toBe("firma");
    expect(subdomainFromName(" & — ")).toBe("firma");
  });
});

describe("slugFromName", () => {
  it.each([
    ["Om os", "om-os"],
    ["Forside", "forside"],
    ["Tag & Facader", "tag-facader"],
    ["  Vores ydelser!  ", "vores-ydelser"],
    ["Køkken -- Bad", "koekken-bad"],
    ["Små Opgaver på Ærø", "smaa-opgaver-paa-aeroe"],
    ["Renovering 2024", "renovering-2024"],
    ["Crème brûlée", "creme-brulee"],
  ])("slugFromName(%j) = %j", (name, expected) => {
    expect(slugFromName(name)).toBe(expected);
  });

  it("falls back to 'side' when nothing usable is left", () => {
    expect(slugFromName("")).toBe("side");
    expect(slugFromName("!!! ???")).toBe("side");
  });
});

describe("normalizeCustomDomain", () => {
  it("adds https:// when missing and lower-cases the host", () => {
    expect(normalizeCustomDomain("Hansen-Toemrer.DK")).toEqual({
      url: "https://hansen-toemrer.dk",
      host: "hansen-toemrer.dk",
    });
  });

  it("keeps an explicit scheme and drops path and trailing dot", () => {
    expect(normalizeCustomDomain("http://www.hansen.dk./om-os")).toEqual({
      url: "http://www.hansen.dk",
      host: "www.hansen.dk",
    });
  });

  it("punycodes Danish letters", () => {
    expect(normalizeCustomDomain("håndværkernet.dk")).toEqual({
      url: "https://xn--hndvrkernet-x8aq.dk",
      host: "xn--hndvrkernet-x8aq.dk",
    });
  });

  it.each([
    "",
    "localhost",
    "hansen",
    "ftp://hansen.dk",
    "hansen .dk",
    "a..dk",
    "192.168.1.1",
    "user@hansen.dk:x",
  ])("rejects %j", (input) => {
    expect(normalizeCustomDomain(input)).toBeNull();
  });
});

describe("isValidWebsiteAddress", () => {
  it.each([
    "hansen-toemrer.dk",
    "www.hansen-toemrer.dk",
    "https://hansen-toemrer.dk",
    "http://hansen-toemrer.dk/om-os?x=1",
    "  hansen.dk  ",
    "vvs-ørsted.dk",
  ])("accepts %j", (input) => {
    expect(isValidWebsiteAddress(input)).toBe(true);
  });

  it.each([
    "",
    "hansen",
    "hansen.",
    "hansen.d",
    "mailto:a@hansen.dk",
    "javascript:alert(1)",
    "ftp://hansen.dk",
    "hansen toemrer.dk",
    "http://10.0.0.1",
    "-hansen.dk",
  ])("rejects %j", (input) => {
    expect(isValidWebsiteAddress(input)).toBe(false);
  });
});
