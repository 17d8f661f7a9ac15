import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companies, images, settingsVersions } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { purgeTakenOverSites } from "./purge-taken-over-sites.server";
import { TAKEN_OVER_KEPT_DAYS } from "./take-over-cvr.server";

// Issue 27: a site taken over by its CVR's owner is kept for support, then deleted with its files.
const db = connectTestDatabase();
const DAY = 86_400_000;

async function takenOverSite(name: string, daysAgo: number) {
  const { company } = await createTestCompany(db, name);
  const file = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const key = (what: string) => `test-purge/${company.id}/${what}.png`;
  for (const what of ["logo", "old-logo", "photo"]) await storage().put(key(what), file, "image/png");
  await db.insert(images).values({
    companyId: company.id,
    name: "photo.png",
    path: key("photo"),
    contentType: "image/png",
    uploadedBy: "test",
    cvr: company.cvr,
    width: 8,
    height: 8,
  });
  await db.insert(settingsVersions).values({
    companyId: company.id,
    author: "",
    summary: "Logo ændret",
    snapshot: { logo: key("old-logo") } as typeof settingsVersions.$inferInsert.snapshot,
  });
  await db
    .update(companies)
    .set({ logo: key("logo"), status: "taken_over", updatedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(companies.id, company.id));
  return { id: company.id, key };
}

const exists = async (id: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length === 1;

describe("purgeTakenOverSites", () => {
  it("deletes a site kept its 30 days with its files, the logos of its settings history included", async () => {
    const due = await takenOverSite("Overtaget For Længe Siden", TAKEN_OVER_KEPT_DAYS + 1);
    const kept = await takenOverSite("Overtaget I Går", 1);
    // Other tests' sites may be due too; this one must be among those that go.
    await purgeTakenOverSites();
    expect(await exists(due.id)).toBe(false);
    for (const what of ["logo", "old-logo", "photo"]) expect(await storage().get(due.key(what))).toBeNull();
    expect(await exists(kept.id)).toBe(true);
    for (const what of ["logo", "old-logo", "photo"])
      expect(await storage().get(kept.key(what))).not.toBeNull();
    const [row] = await db
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, kept.id));
    expect(row?.status).toBe("taken_over");
  });
});
