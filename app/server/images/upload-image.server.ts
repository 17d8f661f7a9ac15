import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, type ImageVariant, images } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import {
  type ArchiveImage,
  IMAGE_MESSAGES,
  MAX_IMAGES,
  MAX_UPLOAD_BYTES,
  UPLOAD_REASONS,
} from "~/schemas/image";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { buildStorageKey } from "./build-storage-key";
import { cleanFileName } from "./clean-file-name";
import { processImage } from "./process-image.server";
import { toArchiveImage } from "./to-archive-image";

export type UploadImageInput = {
  /** From requireOwner: the session's company, never a request value. */
  companyId: string;
  cvr: string;
  /** The owner's login e-mail (SPEC §3: uploadedBy). */
  uploadedBy: string;
  /** The name the browser sent; only used cleaned. */
  fileName: string;
  bytes: Buffer;
};

const limitReached = () => new AppError("LIMIT_REACHED", IMAGE_MESSAGES.limitReached);

/**
 * Adds one image to the company's archive: processed to WebP renditions, stored at
 * images/{cvr}/{timestamp}-{filename}, and recorded, all or nothing. The 15-image cap holds under
 * concurrency: the company row is locked (SELECT ... FOR UPDATE) while counting and inserting, and
 * files written for an upload that loses the race (or fails) are deleted again.
 */
export async function uploadImage(input: UploadImageInput): Promise<{ image: ArchiveImage; count: number }> {
  if (input.bytes.length === 0) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
  if (input.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("VALIDATION", UPLOAD_REASONS.tooLarge, "file");
  // Cheap early answer at the cap, before any image work; the binding check is under the lock below.
  if ((await db().$count(images, eq(images.companyId, input.companyId))) >= MAX_IMAGES) throw limitReached();

  const renditions = await processImage(input.bytes, "archive");
  const largest = renditions.at(-1)!;
  const stem = buildStorageKey("images", input.cvr, input.fileName);
  const files = renditions.map((rendition) => ({
    rendition,
    key: rendition === largest ? `${stem}.webp` : `${stem}-${rendition.width}.webp`,
  }));
  const variants: ImageVariant[] = files.map(({ rendition, key }) => ({
    width: rendition.width,
    height: rendition.height,
    key,
    bytes: rendition.body.length,
  }));

  try {
    await Promise.all(files.map(({ rendition, key }) => storage().put(key, rendition.body, "image/webp")));
    const { row, count } = await db().transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, input.companyId))
        .for("update");
      if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      const existing = await tx.$count(images, eq(images.companyId, input.companyId));
      if (existing >= MAX_IMAGES) throw limitReached();
      const [inserted] = await tx
        .insert(images)
        .values({
          companyId: input.companyId,
          name: cleanFileName(input.fileName).displayName,
          path: `${stem}.webp`,
          contentType: "image/webp",
          uploadedBy: input.uploadedBy,
          cvr: input.cvr,
          width: largest.width,
          height: largest.height,
          variants,
        })
        .returning();
      await bumpSiteVersion(tx, input.companyId);
      return { row: inserted!, count: existing + 1 };
    });
    return { image: toArchiveImage(row), count };
  } catch (error) {
    await Promise.allSettled(files.map(({ key }) => storage().delete(key)));
    throw error;
  }
}
