import { describe, expect, it } from "vitest";
import { countAiUsage } from "~/server/ai-usage/count-ai-usage.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { AI_FAILED_MESSAGE, AI_LIMIT_MESSAGE, generatePageCopy } from "./generate-page-copy.server";
import { createTestCompany } from "./test-support";

const db = connectTestDatabase();

describe("generatePageCopy", () => {
  it("writes Danish copy from the keywords with the offline writer and counts the use", async () => {
    const { company, home } = await createTestCompany(db, "Jensen Tømrer");
    const copy = await generatePageCopy({
      companyId: company.id,
      pageId: home.id,
      keywords: ["tagrenovering"],
    });
    expect(copy.usage).toBe(1);
    expect(copy.title.length).toBeGreaterThan(0);
    expect(copy.title.length).toBeLessThanOrEqual(60);
    expect(copy.content.split("\n\n").length).toBeGreaterThanOrEqual(4);
    expect(copy.content).toContain("Jensen Tømrer");
    expect(await countAiUsage(company.id)).toBe(1);
  });

  it("tells the writer which page it writes for", async () => {
    const { company, about } = await createTestCompany(db, "Jensen Tømrer");
    const seen: unknown[] = [];
    await generatePageCopy({
      companyId: company.id,
      pageId: about.id,
      keywords: ["carport", "terrasse"],
      write: async (request) => {
        seen.push(request);
        return { title: "Om os", content: "Tekst", source: "offline" };
      },
    });
    expect(seen).toEqual([
      expect.objectContaining({
        companyName: "Jensen Tømrer",
        city: "Vejle",
        pageType: "about",
        keywords: ["carport", "terrasse"],
        foundedYear: 2010,
        employees: 3,
      }),
    ]);
  });

  it("gives the writer the page's text, the editor's unsaved text when sent, so it is not repeated", async () => {
    const { company, about } = await createTestCompany(db, "Jensen Tømrer");
    const seen: Array<{ existingText?: string }> = [];
    const write = async (request: { existingText?: string }) => {
      seen.push(request);
      return { title: "Om os", content: "Tekst", source: "offline" as const };
    };
    await generatePageCopy({ companyId: company.id, pageId: about.id, keywords: ["carport"], write });
    await generatePageCopy({
      companyId: company.id,
      pageId: about.id,
      keywords: ["carport"],
      existingText: "Ny tekst fra editoren.",
      write,
    });
    expect(seen[0]?.existingText).toBe(about.content.main?.content ?? about.content.content ?? "");
    expect(seen[1]?.existingText).toBe("Ny tekst fra editoren.");
  });

  it("runs exactly 5 of 10 parallel requests when none are used, the rest get the limit message", async () => {
    const { company, home } = await createTestCompany(db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        generatePageCopy({ companyId: company.id, pageId: home.id, keywords: ["vvs"] }),
      ),
    );
    const done = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ code: "LIMIT_REACHED", message: AI_LIMIT_MESSAGE });
    }
    expect(await countAiUsage(company.id)).toBe(5);
  });

  it("uses the local day: used up at 23:59 in Copenhagen, free again at 00:00", async () => {
    const { company, home } = await createTestCompany(db);
    const evening = new Date("2025-01-15T22:59:00Z");
    for (let i = 1; i <= 5; i++) {
      const copy = await generatePageCopy({
        companyId: company.id,
        pageId: home.id,
        keywords: ["el"],
        now: evening,
      });
      expect(copy.usage).toBe(i);
    }
    await expect(
      generatePageCopy({ companyId: company.id, pageId: home.id, keywords: ["el"], now: evening }),
    ).rejects.toMatchObject({ message: AI_LIMIT_MESSAGE });
    const copy = await generatePageCopy({
      companyId: company.id,
      pageId: home.id,
      keywords: ["el"],
      now: new Date("2025-01-15T23:00:00Z"),
    });
    expect(copy.usage).toBe(1);
  });

  it("gives the use back and says so when the writer could only give the fallback text", async () => {
    const { company, home } = await createTestCompany(db);
    await expect(
      generatePageCopy({
        companyId: company.id,
        pageId: home.id,
        keywords: ["maler"],
        write: async () => ({ title: "Velkommen", content: "x", source: "fallback" }),
      }),
    ).rejects.toMatchObject({ code: "UNAVAILABLE", message: AI_FAILED_MESSAGE });
    expect(await countAiUsage(company.id)).toBe(0);
  });

  it("refuses another company's page without using a generation", async () => {
    const owner = await createTestCompany(db);
    const other = await createTestCompany(db);
    await expect(
      generatePageCopy({ companyId: owner.company.id, pageId: other.home.id, keywords: ["tag"] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await countAiUsage(owner.company.id)).toBe(0);
    expect(await countAiUsage(other.company.id)).toBe(0);
  });

  it("needs keywords", async () => {
    const { company, home } = await createTestCompany(db);
    await expect(
      generatePageCopy({ companyId: company.id, pageId: home.id, keywords: [] }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
    });
    expect(await countAiUsage(company.id)).toBe(0);
  });
});
