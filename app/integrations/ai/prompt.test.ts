import { describe, expect, it } from "vitest";
import { buildUserPrompt, SYSTEM_PROMPT } from "./prompt";
import { NORREBRO_VVS } from "./test-company.test-support";
import type { WriteRequest } from "./types";

const request: WriteRequest = {
  ...NORREBRO_VVS,
  pageType: "homepage",
  keywords: ["badeværelse", "varmepumpe"],
};

describe("SYSTEM_PROMPT", () => {
  it("asks a Danish SEO copywriter for JSON within the spec's limits", () => {
    for (const rule of [
      "SEO-tekstforfatter",
      '"title", "subtitle" og "content"',
      "højst 60 tegn",
      "højst 120 tegn",
      "mindst 300 ord",
      "autoriseret VVS-installatør",
    ])
      expect(SYSTEM_PROMPT).toContain(rule);
  });
});

describe("buildUserPrompt", () => {
  it("states the company's facts and asks for 4-6 paragraphs on the homepage", () => {
    const prompt = buildUserPrompt(request);
    for (const line of [
      "forsiden",
      "Virksomhedens navn: Nørrebro VVS & Blik ApS",
      "By: København N",
      "Branche (fra CVR-registret): VVS- og blikkenslagerforretninger",
      "Antal ansatte ifølge CVR-registret: mindst 10",
      "Startet i: 2011",
      "Nøgleord: badeværelse, varmepumpe",
      "4-6 afsnit",
      "Autorisationer: ingen oplyst",
    ])
      expect(prompt).toContain(line);
  });

  it("asks for 3-4 paragraphs on subpages and names the page", () => {
    expect(buildUserPrompt({ ...request, pageType: "about" })).toContain('siden "Om os"');
    const page = buildUserPrompt({ ...request, pageType: "page", pageName: "Varmepumper" });
    expect(page).toContain('undersiden "Varmepumper"');
    expect(page).toContain("3-4 afsnit");
  });

  it("leaves out facts we do not have", () => {
    const prompt = buildUserPrompt({ companyName: "Jensen ApS", pageType: "homepage", keywords: [] });
    expect(prompt).not.toMatch(/By:|Branche|Antal ansatte|Startet i|Nøgleord/);
  });

  it("lets the owner's own words about an authorisation through", () => {
    const prompt = buildUserPrompt({ ...request, keywords: ["autoriseret VVS-installatør"] });
    expect(prompt).not.toContain("Autorisationer: ingen oplyst");
  });

  it("includes the old website's text, shortened", () => {
    const prompt = buildUserPrompt({
      ...request,
      scrapedText: `Vi laver badeværelser. ${"x".repeat(10_000)}`,
    });
    expect(prompt).toContain("Vi laver badeværelser.");
    expect(prompt.length).toBeLessThan(6000);
  });
});
