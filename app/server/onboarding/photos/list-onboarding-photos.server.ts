import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { onboardingUploads } from "~/db/schema";
import type { OnboardingPhotoView } from "~/schemas/onboarding-photos";

/** The draft's photos as the step shows them: found ones first, then uploads, oldest first. */
export async function listOnboardingPhotos(draftKey: string): Promise<OnboardingPhotoView[]> {
  const rows = await db()
    .select({
      id: onboardingUploads.id,
      kind: onboardingUploads.kind,
      origin: onboardingUploads.origin,
      name: onboardingUploads.name,
      chosen: onboardingUploads.chosen,
    })
    .from(onboardingUploads)
    .where(eq(onboardingUploads.draftKey, draftKey))
    .orderBy(asc(onboardingUploads.origin), asc(onboardingUploads.createdAt));
  return rows.map((row) => ({ ...row, previewUrl: `/onboarding/billede/${row.id}` }));
}
