import { describe, expect, it } from "vitest";
import { lookupOfflineCvr, offlineRegisterCvrs } from "~/integrations/cvr/offline.server";
import { detectTrade, TRADES, type Trade } from "~/lib/trade";
import { countWords, paragraphRange, SUBTITLE_MAX, TITLE_MAX } from "../limits";
import { registerFacts } from "../register-facts";
import { HANSEN_VEJLE, LYNGBY_EL } from "../test-company.test-support";
import type { PageType, WriteRequest, WrittenCopy } from "../types";
import { writeOffline } from "./index";

/** Every company of the offline register, as the site-creation flow would describe it to the writer. */
const register = offlineRegisterCvrs().map((cvr) => {
  const result = lookupOfflineCvr(cvr);
  if (!result.ok) throw new Error(`offline register lost ${cvr}`);
  return registerFacts(result.company);
});

const PAGE_TYPES: PageType[] = ["homepage", "about", "page"];

function expectWithinLimits(copy: WrittenCopy, pageType: PageType) {
  const paragraphs = copy.content.split("\n\n");
  const { min, max } = paragraphRange(pageType);
  expect(copy.title.length).toBeGreaterThan(0);
  expect(copy.title.length).toBeLessThanOrEqual(TITLE_MAX);
  expect(copy.subtitle?.length ?? 0).toBeLessThanOrEqual(SUBTITLE_MAX);
  expect(countWords(copy.content)).toBeGreaterThanOrEqual(300);
  expect(paragraphs.length).toBeGreaterThanOrEqual(min);
  expect(paragraphs.length).toBeLessThanOrEqual(max);
  for (const paragraph of paragraphs) {
    expect(paragraph).toBe(paragraph.trim());
    expect(paragraph).not.toContain("\n");
    expect(paragraph).toMatch(/[.!?]$/);
  }
  // No holes left by a missing fact.
  expect(`${copy.title} ${copy.subtitle} ${copy.content}`).not.toMatch(
    /undefined|null|\$\{| {2}| [,.]|\( *\)/,
  );
}

/** Copy with the company's own name and town blanked out, to compare only the wording. */
function wording(copy: WrittenCopy, request: WriteRequest): string {
  const names = [request.companyName, request.companyName.replace(/\s+(ApS|A\/S)$/, ""), request.city ?? ""];
  return names.filter(Boolean).reduce((text, name) => text.replaceAll(name, "…"), copy.content);
}

describe("the offline writer on the offline register", () => {
  it("covers every trade we write for", () => {
    const trades = new Set(register.map((company) => detectTrade(company.industryDesc ?? "")));
    // "other": the general fallback, for the firms issue 27 added (tagdækker, gulvmand, glarmester).
    expect([...trades].sort()).toEqual([...TRADES].sort());
  });

  for (const company of register) {
    it(`meets the length rules for ${company.companyName}`, () => {
      for (const pageType of PAGE_TYPES) {
        for (const keywords of [[], ["tagrenovering", "Carport", "service"]]) {
          const copy = writeOffline({ ...company, pageType, keywords });
          expectWithinLimits(copy, pageType);
          expect(copy.content).not.toMatch(/autoris/i);
          expect(copy.title).not.toMatch(/autoris/i);
          expect(copy.subtitle ?? "").not.toMatch(/autoris/i);
        }
      }
    });
  }

  it("is deterministic", () => {
    for (const company of register) {
      const request: WriteRequest = { ...company, pageType: "homepage", keywords: ["badeværelse"] };
      expect(writeOffline(request)).toEqual(writeOffline(structuredClone(request)));
    }
  });

  it("writes about each company's own trade", () => {
    const vocabulary: Record<Trade, RegExp> = {
      tomrer: /tømrer/i,
      murer: /murer/i,
      vvs: /VVS/,
      maler: /maler/i,
      vinduespudser: /vinduespuds/i,
      mekaniker: /bil/i,
      elektriker: /elektriker|el-/i,
      other: /./,
    };
    for (const company of register) {
      const trade = detectTrade(company.industryDesc ?? "");
      const copy = writeOffline({ ...company, pageType: "homepage", keywords: [] });
      expect(copy.content, company.companyName).toMatch(vocabulary[trade]);
    }
  });

  it("gives different trades different copy, and two companies of one trade different wording", () => {
    const homepages = register.map((company) => {
      const request: WriteRequest = { ...company, pageType: "homepage", keywords: [] };
      return {
        trade: detectTrade(company.industryDesc ?? ""),
        text: wording(writeOffline(request), request),
      };
    });
    for (const [index, a] of homepages.entries()) {
      for (const b of homepages.slice(index + 1)) expect(a.text).not.toBe(b.text);
    }
    // Beyond names and facts: same-trade companies share at most a couple of paragraphs word for word.
    for (const trade of ["tomrer", "murer", "vvs", "mekaniker", "elektriker"] as const) {
      const [a, b] = homepages.filter((page) => page.trade === trade);
      if (!a || !b) throw new Error(`the register should hold two companies of trade ${trade}`);
      const shared = a.text.split("\n\n").filter((paragraph) => b.text.split("\n\n").includes(paragraph));
      expect(shared.length, trade).toBeLessThanOrEqual(2);
    }
  });

  it("gives the homepage and the about page of one company different paragraphs", () => {
    const company = register[0]!;
    const home = writeOffline({ ...company, pageType: "homepage", keywords: [] }).content.split("\n\n");
    const about = writeOffline({ ...company, pageType: "about", keywords: [] }).content.split("\n\n");
    expect(home.filter((paragraph) => about.includes(paragraph))).toEqual([]);
  });
});

describe("the offline writer's use of the request", () => {
  const carpenter: WriteRequest = { ...HANSEN_VEJLE, pageType: "homepage", keywords: [] };

  it("works in every keyword on every page type", () => {
    const keywords = ["tagrenovering", "Carport i Vejle", "efterisolering af loft"];
    for (const pageType of PAGE_TYPES) {
      const copy = writeOffline({ ...carpenter, pageType, keywords });
      for (const keyword of keywords) expect(copy.content.toLowerCase()).toContain(keyword.toLowerCase());
    }
  });

  it("mentions an authorisation only when the owner tells us about it", () => {
    const electrician: WriteRequest = {
      ...LYNGBY_EL,
      pageType: "homepage",
      keywords: ["autoriseret el-installatør", "ladestander"],
    };
    expect(writeOffline(electrician).content).toContain("autoriseret el-installatør");
    expect(writeOffline({ ...electrician, keywords: ["ladestander"] }).content).not.toMatch(/autoris/i);
  });

  it("writes the subpage about its page name, or else its first keyword", () => {
    const subpage = (pageName: string, keyword: string) =>
      writeOffline({ ...carpenter, pageType: "page", pageName, keywords: [keyword] });
    const named = subpage("Tagrenovering", "tegltag");
    expect(named.title).toBe("Tagrenovering i Vejle");
    expect(named.content).toContain("tagrenovering");
    expect(named.content).toContain("tegltag");

    const fresh = subpage("Ny side", "Carporte");
    expect(fresh.title).toBe("Carporte i Vejle");
    expect(fresh.content).not.toContain("Ny side");
  });

  it("uses the company's own sentences from its website but not the page furniture", () => {
    const scrapedText = [
      "Forside Om os Kontakt",
      "Vi har bygget tage og tilbygninger i Vejle-området i tre generationer.",
      "Vi bruger cookies til at forbedre din oplevelse af vores hjemmeside.",
      "Ring på 75821234 eller skriv til kontakt@hansen-toemrer.dk.",
    ].join(" ");
    const copy = writeOffline({ ...carpenter, scrapedText });
    expect(copy.content).toContain("Vi har bygget tage og tilbygninger i Vejle-området i tre generationer.");
    expect(copy.content).not.toMatch(/cookies|75821234|@/);
  });

  it("writes a full page for a trade it does not know, and from a bare name", () => {
    const gardener = writeOffline({
      ...carpenter,
      companyName: "Grøn Have ApS",
      industryDesc: "Anlægsgartnere",
    });
    expectWithinLimits(gardener, "homepage");
    expect(gardener.content).toContain("inden for anlægsgartnere");
    expect(gardener.content).not.toMatch(/tømrer/i);

    for (const pageType of PAGE_TYPES) {
      expectWithinLimits(writeOffline({ companyName: "Jensen ApS", pageType, keywords: [] }), pageType);
    }
  });

  it("keeps the names in a sentence-cased title", () => {
    expect(writeOffline({ ...carpenter, pageType: "about" }).title).toMatch(/Hansen Tømrer & Snedker$/);
  });
});

describe("appending to a page's existing text", () => {
  const sentencesOf = (text: string) =>
    text
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.trim().toLowerCase())
      .filter(Boolean);

  it.each(PAGE_TYPES)(
    "never repeats a sentence the %s already has, even when it was written by us",
    (pageType) => {
      for (const company of register) {
        const request: WriteRequest = { ...company, pageType, keywords: ["tilbygning", "terrasse"] };
        const first = writeOffline(request);
        const second = writeOffline({ ...request, existingText: first.content });
        const existing = new Set(sentencesOf(first.content));
        const repeated = sentencesOf(second.content).filter((sentence) => existing.has(sentence));
        expect(repeated, company.companyName).toEqual([]);
        expect(countWords(second.content)).toBeGreaterThan(0);
      }
    },
  );

  it("writes the same text as before when the page is empty", () => {
    const request: WriteRequest = { ...register[0]!, pageType: "homepage", keywords: ["tag"] };
    expect(writeOffline({ ...request, existingText: "" })).toEqual(writeOffline(request));
  });
});
