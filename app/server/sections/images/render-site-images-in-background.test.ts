import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies, siteDetails } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { loadSiteDetails } from "../load-site-details.server";
import { siteImagesSource } from "./refresh-site-images.server";
import {
  ensureSiteImages,
  renderSiteImagesInBackground,
  settleSiteImageRenders,
} from "./render-site-images-in-background.server";

const db = connectTestDatabase();

async function company(id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

async function stored(id: string) {
  const [row] = await db.select().from(siteDetails).where(eq(siteDetails.companyId, id));
  return row;
}

describe("site images after a save", () => {
  it("keeps serving the old share image while the new one renders, then bumps the version", async () => {
    const { company: created } = await createTestCompany(db, "Billede Tømrer");
    await ensureSiteImages(created.id);
    const before = await loadSiteDetails(await company(created.id));
    expect(before.details.images?.ogImage).toMatch(/-share\.png$/);

    await db.update(companies).set({ city: "Aarhus N" }).where(eq(companies.id, created.id));
    const versionBefore = (await company(created.id)).version;
    // The page view that finds the images stale answers with the old ones and does not wait.
    const during = await loadSiteDetails(await company(created.id));
    expect(during.details.images).toEqual(before.details.images);

    await settleSiteImageRenders();
    const after = await loadSiteDetails(await company(created.id));
    expect(after.details.images?.ogImage).toMatch(/-share\.png$/);
    expect(after.details.images?.ogImage).not.toBe(before.details.images?.ogImage);
    expect((await company(created.id)).version).toBeGreaterThan(versionBefore);
  });

  it("renders from the last saved data when saves come while it renders", async () => {
    const { company: created } = await createTestCompany(db, "Hurtige Gem Murer");
    await ensureSiteImages(created.id);
    for (const city of ["Odense", "Aalborg", "Esbjerg"]) {
      await db.update(companies).set({ city }).where(eq(companies.id, created.id));
      renderSiteImagesInBackground(created.id);
    }
    await settleSiteImageRenders();
    const details = await stored(created.id);
    expect(details?.imagesSource).toBe(siteImagesSource(await company(created.id)));
    expect((await company(created.id)).city).toBe("Esbjerg");
  });

  it("logs a failed rendering instead of rejecting; the next call renders", async () => {
    const { company: created } = await createTestCompany(db, "Fejl Maler");
    await ensureSiteImages(created.id);
    const first = await stored(created.id);
    // A storage key outside the storage folder: saving the new files fails.
    const unsafe = `../../${crypto.randomBytes(1).toString("hex")}`;
    await db.update(companies).set({ cvr: unsafe, city: "Kolding" }).where(eq(companies.id, created.id));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderSiteImagesInBackground(created.id);
    await settleSiteImageRenders();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/site images not rendered.*unsafe storage key/));
    warn.mockRestore();
    expect((await stored(created.id))?.ogImageKey).toBe(first?.ogImageKey);

    await db.update(companies).set({ cvr: created.cvr }).where(eq(companies.id, created.id));
    renderSiteImagesInBackground(created.id);
    await settleSiteImageRenders();
    const second = await stored(created.id);
    expect(second?.imagesSource).toBe(siteImagesSource(await company(created.id)));
    expect(second?.ogImageKey).not.toBe(first?.ogImageKey);
  });
});
