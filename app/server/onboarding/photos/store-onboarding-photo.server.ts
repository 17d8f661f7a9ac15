import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { onboardingUploads } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { cleanFileName } from "~/server/images/clean-file-name";
import type { Rendition } from "~/server/images/process-image.server";

export type OnboardingPhotoKind = "work" | "logo" | "owner";

/** Where a draft's photos wait until its site is created; /media never serves private/. */
function draftFolder(draftKey: string): string {
  if (!/^[a-f0-9]{32}$/.test(draftKey)) throw new Error("invalid onboarding draft key");
  return `private/onboarding/${draftKey}`;
}

/**
 * Keeps one photo for an onboarding draft, already through the archive's pipeline (processImage: type
 * sniffed, pixel count capped before decoding, EXIF orientation applied, metadata dropped, WebP): the
 * preview and the largest rendition stored privately, and a row. Files written for a failed row are
 * deleted again.
 */
export async function storeOnboardingPhoto(input: {
  draftKey: string;
  kind: OnboardingPhotoKind;
  origin: "upload" | "found";
  /** The file name (uploads) or the old site's alt text (found photos). */
  name: string;
  renditions: Rendition[];
  chosen: boolean;
}): Promise<string> {
  const { renditions } = input;
  const thumb = renditions[0]!;
  const full = renditions.at(-1)!;
  const stem = `${draftFolder(input.draftKey)}/${crypto.randomUUID()}`;
  const fullKey = `${stem}.webp`;
  const thumbKey = `${stem}-thumb.webp`;
  try {
    await storage().put(fullKey, full.body, "image/webp");
    await storage().put(thumbKey, thumb.body, "image/webp");
    const [row] = await db()
      .insert(onboardingUploads)
      .values({
        draftKey: input.draftKey,
        kind: input.kind,
        origin: input.origin,
        name: cleanFileName(input.name || "billede").displayName.slice(0, 120),
        fullKey,
        thumbKey,
        width: full.width,
        height: full.height,
        chosen: input.chosen,
      })
      .returning({ id: onboardingUploads.id });
    return row!.id;
  } catch (error) {
    await Promise.allSettled([storage().delete(fullKey), storage().delete(thumbKey)]);
    throw error;
  }
}
