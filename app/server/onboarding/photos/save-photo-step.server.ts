import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { onboardingUploads } from "~/db/schema";
import { ownerSchema, PHOTO_STEP } from "~/schemas/onboarding-photos";
import type { PhotoFormRead } from "./read-photo-form.server";
import { type OnboardingPhotoKind, storeOnboardingPhoto } from "./store-onboarding-photo.server";

type PhotoStepErrors = { photos?: string; ownerName?: string; ownerLine?: string };
export type PhotoStepResult = { ok: true } | { ok: false; errors: PhotoStepErrors };

const KIND = { work: "work", logo: "logo", ownerPhoto: "owner" } as const satisfies Record<
  string,
  OnboardingPhotoKind
>;

/**
 * Applies one post of the photo step to the draft's photos: the ticks (a photo not ticked is not
 * used), then the new files, each chosen; a new logo or owner photo replaces the one chosen before.
 * Refused as a whole (nothing changed) when a file is no image, the owner's text is too long, or more
 * than 6 work photos would be chosen.
 */
export async function savePhotoStep(draftKey: string, read: PhotoFormRead): Promise<PhotoStepResult> {
  if (read.error) return { ok: false, errors: { photos: read.error } };
  const owner = ownerSchema.safeParse(read.fields);
  if (!owner.success) {
    const errors: PhotoStepErrors = {};
    for (const issue of owner.error.issues)
      errors[issue.path[0] as "ownerName" | "ownerLine"] ??= issue.message;
    return { ok: false, errors };
  }
  const rows = await db()
    .select({ id: onboardingUploads.id, kind: onboardingUploads.kind })
    .from(onboardingUploads)
    .where(eq(onboardingUploads.draftKey, draftKey));
  const ticked = new Set(read.fields.chosen);
  const chosenWork = rows.filter((row) => row.kind === "work" && ticked.has(row.id)).length;
  const newWork = read.photos.filter((photo) => photo.field === "work").length;
  if (chosenWork + newWork > PHOTO_STEP.maxWork) return { ok: false, errors: { photos: PHOTO_STEP.tooMany } };

  const replaced = new Set<OnboardingPhotoKind>(
    read.photos.map((photo) => KIND[photo.field]).filter((kind) => kind !== "work"),
  );
  const chosen = rows.filter((row) => ticked.has(row.id) && !replaced.has(row.kind)).map((row) => row.id);
  await db().update(onboardingUploads).set({ chosen: false }).where(eq(onboardingUploads.draftKey, draftKey));
  if (chosen.length > 0) {
    await db()
      .update(onboardingUploads)
      .set({ chosen: true })
      .where(and(eq(onboardingUploads.draftKey, draftKey), inArray(onboardingUploads.id, chosen)));
  }
  for (const photo of read.photos) {
    await storeOnboardingPhoto({
      draftKey,
      kind: KIND[photo.field],
      origin: "upload",
      name: photo.fileName,
      renditions: photo.renditions,
      chosen: true,
    });
  }
  return { ok: true };
}
