import { describe, expect, it } from "vitest";
import { normalizeCopy } from "./normalize";
import { writeOffline } from "./offline";
import { buildUserPrompt, SYSTEM_PROMPT } from "./prompt";
import { LYNGBY_EL } from "./test-company.test-support";
import type { WriteRequest } from "./types";

// Issue 13: the writers never claim an authorisation or guarantee the company does not have. With a
// trust section, only register-verified authorisations and owner-ticked memberships may be named.

const request: WriteRequest = {
  ...LYNGBY_EL,
  pageType: "homepage",
  keywords: ["autoriseret el-installatør", "garanti"],
  scrapedText: "Vi er autoriseret VVS-installatør og medlem af TEKNIQ med 5 års garanti.",
};
const raw = {
  title: "Autoriseret elektriker med garanti",
  content:
    "Vi er autoriseret el-installatør i Lyngby. Vi er også autoriseret VVS-installatør. Alt arbejde har 5 års garanti gennem Byggegaranti. Vi er medlem af TEKNIQ. Vi rydder op efter os.",
};

describe("trust claims in written copy", () => {
  it("without a verified authorisation or ticked membership, no claim survives (keywords and old site do not count)", () => {
    const copy = normalizeCopy(raw, { ...request, trust: { verifiedAuthorisations: [], memberships: [] } });
    expect(copy.content).toBe("Vi rydder op efter os.");
    expect(copy.title).not.toMatch(/autori|garanti/i);
  });

  it("a verified el authorisation may be named, an unverified VVS one may not", () => {
    const copy = normalizeCopy(raw, {
      ...request,
      trust: { verifiedAuthorisations: ["Autoriseret elinstallatør"], memberships: [] },
    });
    expect(copy.content).toContain("autoriseret el-installatør");
    expect(copy.content).not.toMatch(/VVS|garanti|TEKNIQ/);
  });

  it("ticked memberships allow their sentences", () => {
    const copy = normalizeCopy(raw, {
      ...request,
      trust: { verifiedAuthorisations: [], memberships: ["Medlem af TEKNIQ Arbejdsgiverne"] },
    });
    expect(copy.content).toContain("Vi er medlem af TEKNIQ.");
  });

  it("guarantees are never claimed without a trust section, by the offline writer either", () => {
    expect(normalizeCopy(raw, request).content).not.toMatch(/garanti|TEKNIQ/i);
    for (const pageType of ["homepage", "about", "page"] as const) {
      const copy = writeOffline({
        ...request,
        pageType,
        pageName: "Garanti",
        keywords: ["garanti", "tekniq"],
      });
      expect(`${copy.title} ${copy.subtitle ?? ""} ${copy.content}`).not.toMatch(/garanti|tekniq|autoris/i);
    }
  });

  it("the prompt names what is verified and what the owner stated, and forbids the rest", () => {
    expect(SYSTEM_PROMPT).toMatch(/garantiordning/);
    const prompt = buildUserPrompt({
      ...request,
      trust: { verifiedAuthorisations: ["Autoriseret elinstallatør"], memberships: [] },
    });
    expect(prompt).toContain(
      "Autorisationer (verificeret i Sikkerhedsstyrelsens register): Autoriseret elinstallatør",
    );
    expect(prompt).toContain("Garantier, garantiordninger og medlemskaber: ingen oplyst");
  });
});
