import { describe, expect, it } from "vitest";
import {
  emailFromMailtoLink,
  emailFromText,
  normalizeDanishPhone,
  phoneFromTelLink,
  phoneFromText,
} from "./contact";

describe("normalizeDanishPhone", () => {
  it.each([
    ["75821234", "+45 75 82 12 34"],
    ["75 82 12 34", "+45 75 82 12 34"],
    ["+45 7582 1234", "+45 75 82 12 34"],
    ["0045-75-82-12-34", "+45 75 82 12 34"],
    ["4575821234", "+45 75 82 12 34"],
    ["(+45) 75.82.12.34", "+45 75 82 12 34"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeDanishPhone(input)).toBe(expected);
  });

  it.each(["1234567", "123456789", "12345678", "01234567", "+46 75821234"])("rejects %s", (input) => {
    expect(normalizeDanishPhone(input)).toBeNull();
  });
});

describe("phoneFromTelLink / emailFromMailtoLink", () => {
  it("reads tel: and mailto: links", () => {
    expect(phoneFromTelLink("tel:+4575821234")).toBe("+45 75 82 12 34");
    expect(phoneFromTelLink("tel:%2B45%2075%2082%2012%2034")).toBe("+45 75 82 12 34");
    expect(phoneFromTelLink("/kontakt")).toBeNull();
    expect(emailFromMailtoLink("mailto:Kontakt@Hansen-Toemrer.dk?subject=Tilbud")).toBe(
      "kontakt@hansen-toemrer.dk",
    );
    expect(emailFromMailtoLink("MAILTO:info%40hansen.dk")).toBe("info@hansen.dk");
    expect(emailFromMailtoLink("mailto:")).toBeNull();
    expect(emailFromMailtoLink("https://hansen.dk")).toBeNull();
  });
});

describe("phoneFromText", () => {
  it.each([
    ["Ring på 75 82 12 34 i dag", "+45 75 82 12 34"],
    ["Tlf.: 75821234", "+45 75 82 12 34"],
    ["Telefon 7582 1234", "+45 75 82 12 34"],
    ["+45 75821234", "+45 75 82 12 34"],
    ["CVR: 62601817 · Tlf. 75-82-12-34", "+45 75 82 12 34"],
  ])("finds the number in %j", (text, expected) => {
    expect(phoneFromText(text)).toBe(expected);
  });

  it.each([
    "CVR-nr. 62601817",
    "CVR: 62 60 18 17",
    "Reg. 1234 konto 75821234",
    "Opdateret 20.12.2024",
    "Ordrenummer 75821234",
    "Vi har 25 års erfaring og 1000 tilfredse kunder",
    "Tlf. 75 82 12 34 56 78",
  ])("finds no phone number in %j", (text) => {
    expect(phoneFromText(text)).toBeNull();
  });
});

describe("emailFromText", () => {
  it("finds an address and lower-cases it", () => {
    expect(emailFromText("Skriv til Post@Oestergaard-Murer.dk i dag.")).toBe("post@oestergaard-murer.dk");
  });

  it("skips image names and placeholders", () => {
    expect(emailFromText("logo@2x.png navn@example.com")).toBeNull();
    expect(emailFromText("logo@2x.png eller hej@klarudsigt.dk")).toBe("hej@klarudsigt.dk");
  });
});
