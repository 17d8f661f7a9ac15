import { afterEach, describe, expect, it, vi } from "vitest";
import { createProfileWriter } from "./index.server";
import { normalizeProfile } from "./normalize-profile";
import { writeProfileOffline } from "./offline/write-profile";
import { createOpenAIProfileWriter } from "./openai-profile.server";
import { completion, openAITestServerForFile, TEST_OPENAI_CONFIG } from "./openai-test-server";
import { NORREBRO_VVS } from "./test-company.test-support";
import type { ProfileRequest } from "./types";

const openai = openAITestServerForFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const request: ProfileRequest = {
  ...NORREBRO_VVS,
  keywords: [],
  scrapedText: "Vi laver badeværelser og skifter tagrender i zink på Nørrebro.",
};
const config = TEST_OPENAI_CONFIG;

const service = (title: string) => ({
  title,
  line: `Vi hjælper med ${title.toLowerCase()} på Nørrebro.`,
  description: `Vi hjælper med ${title.toLowerCase()} på Nørrebro. Ring og fortæl om opgaven.`,
});

describe("the offline profile writer", () => {
  it("writes a heading with trade, town and year, the cards the old site talks about first, and facts only", () => {
    const profile = writeProfileOffline(request);
    expect(profile.intro.heading).toBe("Lokal VVS-mand i København siden 2011");
    expect(profile.intro.text).toContain("Nørrebro VVS & Blik ApS");
    // 10-19 employees: five cards; the old site mentions bathrooms and zinc gutters.
    expect(profile.services).toHaveLength(5);
    expect(profile.services.slice(0, 2).map((s) => s.title)).toEqual(["Badeværelser", "Tagrender og zink"]);
    expect(profile.usps).toEqual([
      "Kører ud i hele København og omegn",
      "Startet i 2011",
      "Et hold på flere medarbejdere",
    ]);
    expect(writeProfileOffline(request)).toEqual(profile);
  });

  it("knows nothing it was not told: no year, no town, no team means no such selling point", () => {
    const profile = writeProfileOffline({ companyName: "Jensen ApS", keywords: [] });
    expect(profile.intro.heading).toBe("Lokal håndværker");
    expect(profile.services.length).toBeGreaterThanOrEqual(3);
    expect(profile.usps).toEqual([]);
  });
});

describe("normalizeProfile", () => {
  it("drops unverified authorisations, guarantees, prices, ratings and hours, and keeps 3–6 distinct services", () => {
    const profile = normalizeProfile(
      {
        intro: {
          heading: "AUTORISERET VVS I KØBENHAVN",
          text: "Vi er autoriseret VVS-installatør. Vi laver badeværelser.",
        },
        services: [
          service("Badeværelser"),
          service("Badeværelser"),
          service("Varme"),
          { ...service("Garantiarbejde"), line: "Med 5 års garanti" },
          service("Afløb"),
          service("Tagrender"),
          service("Køkken"),
          service("Zink"),
          service("Ekstra"),
        ],
        usps: [
          "Autoriseret VVS-installatør",
          "Medlem af TEKNIQ",
          "Fra 495 kr. i timen",
          "4,9 på Trustpilot",
          "Døgnvagt",
          "Startet i 2011",
          "Lokale folk",
        ],
      },
      request,
    );
    expect(profile?.intro.heading).toBe("VVS i København");
    expect(profile?.intro.text).toBe("Vi laver badeværelser.");
    expect(profile?.services.map((s) => s.title)).toEqual([
      "Badeværelser",
      "Varme",
      "Afløb",
      "Tagrender",
      "Køkken",
      "Zink",
    ]);
    expect(profile?.usps).toEqual(["Startet i 2011", "Lokale folk"]);
  });

  it("keeps an authorisation the register verified, and gives up below three services", () => {
    const trusted = {
      ...request,
      trust: { verifiedAuthorisations: ["Autoriseret VVS-installatør"], memberships: [] },
    };
    const raw = {
      intro: { heading: "Autoriseret VVS", text: "Vi er autoriseret VVS-installatør." },
      usps: [],
    };
    expect(normalizeProfile({ ...raw, services: ["A1", "B1", "C1"].map(service) }, trusted)?.intro.text).toBe(
      "Vi er autoriseret VVS-installatør.",
    );
    expect(normalizeProfile({ ...raw, services: ["A1", "B1"].map(service) }, trusted)).toBeNull();
  });
});

describe("the OpenAI profile writer against an OpenAI-compatible server", () => {
  it("asks for structured output and returns the normalized profile", async () => {
    openai.respond = completion({
      intro: {
        heading: "LOKAL VVS PÅ NØRREBRO",
        text: "Vi er et VVS-firma på Nørrebro.\n\nVi laver badeværelser.",
      },
      services: ["Badeværelser", "Varme", "Afløb"].map(service),
      usps: ["Startet i 2011", "Altid billigst"],
    });
    const profile = await createOpenAIProfileWriter({ ...config, baseURL: openai.baseURL })(request);
    expect(profile.intro.heading).toBe("Lokal VVS på nørrebro");
    expect(profile.services.map((s) => s.title)).toEqual(["Badeværelser", "Varme", "Afløb"]);
    expect(profile.usps).toEqual(["Startet i 2011"]);
    const [call] = openai.received;
    expect(call?.url).toBe("/v1/chat/completions");
    expect(call?.body.response_format).toMatchObject({ type: "json_schema" });
    const messages = call?.body.messages as Array<{ content: string }>;
    expect(messages[0]?.content).toContain('"intro", "services" og "usps"');
    expect(messages[1]?.content).toContain("Startet i: 2011");
    expect(messages[1]?.content).toContain("badeværelser og skifter tagrender");
  });

  it("falls back to the offline profile when the model's answer is unusable or the server fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const writer = createProfileWriter({ provider: "openai", ...config, baseURL: openai.baseURL });
    openai.respond = completion({
      intro: { heading: "VVS", text: "" },
      services: [service("Kun én")],
      usps: [],
    });
    expect(await writer(request)).toEqual({ ...writeProfileOffline(request), source: "offline" });
    openai.respond = (res) => res.writeHead(500, { "content-type": "application/json" }).end("{}");
    expect(await writer(request)).toEqual({ ...writeProfileOffline(request), source: "offline" });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("OpenAI API error: 500"));
  });
});
