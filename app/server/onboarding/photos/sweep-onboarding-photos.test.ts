import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { onboardingUploads } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { processImage } from "~/server/images/process-image.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { newPhotoKey } from "../onboarding-draft.server";
import { storeOnboardingPhoto } from "./store-onboarding-photo.server";
import { sweepOnboardingPhotos } from "./sweep-onboarding-photos.server";

const database = connectTestDatabase();

describe("sweepOnboardingPhotos", () => {
  it("deletes photos of drafts older than a day with their private files, and keeps younger ones", async () => {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#468" } })
      .jpeg()
      .toBuffer();
    const renditions = await processImage(bytes, "archive");
    const store = (draftKey: string) =>
      storeOnboardingPhoto({
        draftKey,
        kind: "work",
        origin: "upload",
        name: "tag.jpg",
        renditions,
        chosen: true,
      });
    const [oldKey, newKey] = [newPhotoKey(), newPhotoKey()];
    const oldId = await store(oldKey);
    const newId = await store(newKey);
    await database
      .update(onboardingUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(onboardingUploads.id, oldId));
    const [old] = await database.select().from(onboardingUploads).where(eq(onboardingUploads.id, oldId));

    expect(await sweepOnboardingPhotos()).toBeGreaterThanOrEqual(1);

    const left = await database
      .select({ id: onboardingUploads.id })
      .from(onboardingUploads)
      .where(inArray(onboardingUploads.id, [oldId, newId]));
    expect(left).toEqual([{ id: newId }]);
    expect(await storage().get(old!.fullKey)).toBeNull();
    expect(await storage().get(old!.thumbKey)).toBeNull();
  });
});
