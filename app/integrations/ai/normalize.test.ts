import { describe, expect, it } from "vitest";
import {
  authorisationAllowed,
  normalizeCopy,
  normalizeParagraphs,
  removeAuthorisationClaims,
  sentenceCaseTitle,
  truncateAtWord,
} from "./normalize";
import type { WriteRequest } from "./types";

describe("sentenceCaseTitle", () => {
  it("lower-cases the title and capitalises its first letter", () => {
    expect(sentenceCaseTitle("Din Lokale Tømrer Med Styr På Tingene")).toBe(
      "Din lokale tømrer med styr på tingene",
    );
    expect(sentenceCaseTitle("  «velkommen»")).toBe("«Velkommen»");
  });

  it("keeps the company name, the town and trade abbreviations", () => {
    const nouns = { names: ["Hansen Tømrer & Snedker ApS"], places: ["Kongens Lyngby"] };
    expect(sentenceCaseTitle("DIN TØMRER I LYNGBY – HANSEN TØMRER & SNEDKER", nouns)).toBe(
      "Din tømrer i Lyngby – Hansen Tømrer & Snedker",
    );
    expect(sentenceCaseTitle("Vvs Og Blik I Roskilde", { places: ["Roskilde"] })).toBe(
      "VVS og blik i Roskilde",
    );
  });

  it("does not treat a lone trade word from the company name as a name", () => {
    expect(sentenceCaseTitle("Erfaren Tømrer", { names: ["Hansen Tømrer ApS"] })).toBe("Erfaren tømrer");
  });
});

describe("truncateAtWord", () => {
  it("leaves short text alone and cuts long text at a word without a trailing dash", () => {
    expect(truncateAtWord("Tømrer i Vejle", 60)).toBe("Tømrer i Vejle");
    const cut = truncateAtWord("Tømrerarbejde i Vejle – tilbygninger, tage, vinduer og døre til private", 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe("Tømrerarbejde i Vejle – tilbygninger");
  });
});

describe("normalizeParagraphs", () => {
  it("separates paragraphs by exactly one blank line", () => {
    expect(normalizeParagraphs("Første afsnit.\r\n\r\n\r\nAndet afsnit\nfortsætter.\n\n")).toBe(
      "Første afsnit.\n\nAndet afsnit fortsætter.",
    );
  });

  it("treats single line breaks as paragraphs when there are no blank lines", () => {
    expect(normalizeParagraphs("Et.\nTo.\nTre.")).toBe("Et.\n\nTo.\n\nTre.");
  });

  it("drops markdown headings, bullets and bold markers", () => {
    expect(normalizeParagraphs("## Om os\n\n- **Solidt** håndværk")).toBe("Om os\n\nSolidt håndværk");
  });
});

describe("authorisation claims", () => {
  const base = { keywords: [] as string[] };

  it("are allowed only when the owner mentions one", () => {
    expect(authorisationAllowed(base)).toBe(false);
    expect(authorisationAllowed({ keywords: ["autoriseret el-installatør"] })).toBe(true);
    expect(authorisationAllowed({ ...base, scrapedText: "Vi er autoriseret VVS-installatør." })).toBe(true);
  });

  it("are removed sentence by sentence", () => {
    expect(
      removeAuthorisationClaims("Vi er autoriseret el-installatør. Vi er hurtige!\n\nAutoriseret."),
    ).toBe("Vi er hurtige!");
  });
});

describe("normalizeCopy", () => {
  const request: WriteRequest = {
    companyName: "Lyngby El-Service A/S",
    city: "Kongens Lyngby",
    pageType: "page",
    keywords: [],
  };

  it("applies the limits and leaves out an empty subtitle", () => {
    const copy = normalizeCopy(
      { title: `"${"Elektriker ".repeat(10)}i Kongens Lyngby."`, subtitle: "  ", content: "Et afsnit." },
      request,
    );
    expect(copy.title.length).toBeLessThanOrEqual(60);
    expect(copy.title.startsWith("Elektriker elektriker")).toBe(true);
    expect(copy).not.toHaveProperty("subtitle");
  });

  it("cuts a subtitle to 120 characters", () => {
    const copy = normalizeCopy(
      { title: "El", subtitle: "Sikker el ".repeat(20), content: "Et afsnit." },
      request,
    );
    expect(copy.subtitle?.length).toBeLessThanOrEqual(120);
  });

  it("keeps an authorisation the owner told us about", () => {
    const told = { ...request, keywords: ["autoriseret el-installatør"] };
    const copy = normalizeCopy(
      { title: "Autoriseret elektriker", content: "Vi er autoriseret el-installatør. Vi arbejder sikkert." },
      told,
    );
    expect(copy.title).toBe("Autoriseret elektriker");
    expect(copy.content).toBe("Vi er autoriseret el-installatør. Vi arbejder sikkert.");
  });
});
