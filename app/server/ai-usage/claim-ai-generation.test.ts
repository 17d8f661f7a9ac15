import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiUsage } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { claimAiGeneration } from "./claim-ai-generation.server";
import { countAiUsage } from "./count-ai-usage.server";
import { releaseAiGeneration } from "./release-ai-generation.server";

const db = connectTestDatabase();

describe("the AI daily limit", () => {
  it("lets exactly 5 of 10 parallel claims through when none are used", async () => {
    const { company } = await createTestCompany(db);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimAiGeneration(company.id)));
    const allowed = claims.filter((claim) => claim.allowed);
    expect(allowed).toHaveLength(5);
    expect(allowed.map((claim) => (claim.allowed ? claim.count : 0)).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await countAiUsage(company.id)).toBe(5);
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(5);
  });

  it("starts again at local midnight in Copenhagen, not at UTC midnight", async () => {
    const { company } = await createTestCompany(db);
    const lateEvening = new Date("2025-06-30T21:59:59Z"); // 23:59:59 in Copenhagen
    for (let i = 0; i < 5; i++) expect((await claimAiGeneration(company.id, lateEvening)).allowed).toBe(true);
    expect((await claimAiGeneration(company.id, lateEvening)).allowed).toBe(false);
    expect(await countAiUsage(company.id, lateEvening)).toBe(5);

    const midnight = new Date("2025-06-30T22:00:00Z"); // 00:00 on 1 July in Copenhagen
    expect(await countAiUsage(company.id, midnight)).toBe(0);
    expect(await claimAiGeneration(company.id, midnight)).toEqual({
      allowed: true,
      count: 1,
      day: "2025-07-01",
    });
    // UTC is still on 30 June, but that day stays used up.
    expect((await claimAiGeneration(company.id, lateEvening)).allowed).toBe(false);
  });

  it("keeps each company's count apart", async () => {
    const a = await createTestCompany(db);
    const b = await createTestCompany(db);
    for (let i = 0; i < 5; i++) await claimAiGeneration(a.company.id);
    expect((await claimAiGeneration(a.company.id)).allowed).toBe(false);
    expect(await claimAiGeneration(b.company.id)).toMatchObject({ allowed: true, count: 1 });
  });

  it("gives a generation back, never below zero", async () => {
    const { company } = await createTestCompany(db);
    const claim = await claimAiGeneration(company.id);
    expect(claim.allowed).toBe(true);
    expect(await releaseAiGeneration(company.id, claim.day)).toBe(0);
    expect(await releaseAiGeneration(company.id, claim.day)).toBe(0);
    expect(await countAiUsage(company.id)).toBe(0);
  });
});
