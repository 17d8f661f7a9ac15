import { describe, expect, it } from "vitest";
import { buildSearchQuery, pickCompanyWebsite } from "./pick";

const hit = (link: string) => ({ link, title: link, snippet: "" });

describe("buildSearchQuery", () => {
  it("searches the exact name on .dk sites", () => {
    expect(buildSearchQuery("Hansen Tømrer & Snedker ApS")).toBe('"Hansen Tømrer & Snedker ApS" site:dk');
  });

  it("removes quotes that would break the phrase", () => {
    expect(buildSearchQuery(' Firma "Bøgh"  & Søn ')).toBe('"Firma Bøgh & Søn" site:dk');
  });
});

describe("pickCompanyWebsite", () => {
  it("prefers a .dk hit at the root path", () => {
    const hits = [hit("https://example.com/"), hit("https://hansen.dk/om-os"), hit("https://www.hansen.dk/")];
    expect(pickCompanyWebsite(hits)?.link).toBe("https://www.hansen.dk/");
  });

  it("then any .dk hit", () => {
    const hits = [hit("https://example.com/"), hit("https://hansen.dk/om-os"), hit("https://hansen.dk/?p=2")];
    expect(pickCompanyWebsite(hits)?.link).toBe("https://hansen.dk/om-os");
  });

  it("then the first hit", () => {
    expect(pickCompanyWebsite([hit("https://hansen.com/a"), hit("https://hansen.de/")])?.link).toBe(
      "https://hansen.com/a",
    );
  });

  it("skips directories, social networks and non-web links", () => {
    const hits = [
      hit("https://www.proff.dk/"),
      hit("https://www.krak.dk/hansen"),
      hit("https://www.facebook.com/hansen"),
      hit("ftp://hansen.dk/"),
      hit("ikke en adresse"),
      hit("https://hansen-toemrer.dk/kontakt"),
    ];
    expect(pickCompanyWebsite(hits)?.link).toBe("https://hansen-toemrer.dk/kontakt");
  });

  it("returns null when nothing is left", () => {
    expect(pickCompanyWebsite([])).toBeNull();
    expect(pickCompanyWebsite([hit("https://datacvr.virk.dk/enhed/1")])).toBeNull();
  });
});
