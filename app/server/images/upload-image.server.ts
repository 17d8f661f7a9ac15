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
 * images/{cvr}/{timestamp}-{filename}, and recorded, all or nothing. The 15-image cap is checked
 * BEFORE any decoding and holds under concurrency: the whole upload runs with the company row locked
 * (SELECT ... FOR UPDATE), so parallel uploads of one company take turns and those past the cap are
 * refused without touching their bytes. Files written for an upload that fails are deleted again.
 */
export async function uploadImage(input: UploadImageInput): Promise<{ image: ArchiveImage; count: number }> {
  if (input.bytes.length === 0) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
  if (input.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("VALIDATION", UPLOAD_REASONS.tooLarge, "file");
  const stem = buildStorageKey("images", input.cvr, input.fileName);
  const written: string[] = [];

  try {
    const { row, count } = await db().transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, input.companyId))
        .for("update");
      if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      const existing = await tx.$count(images, eq(images.companyId, input.companyId));
      if (existing >= MAX_IMAGES) throw limitReached();

      // processImage reads the header (type, pixel count) before it decodes anything.
      const renditions = await processImage(input.bytes, "archive");
      const largest = renditions.at(-1)!;
      const files = renditions.map((rendition) => ({
        rendition,
        key: rendition === largest ? `${stem}.webp` : `${stem}-${rendition.width}.webp`,
      }));
      written.push(...files.map(({ key }) => key));
      await Promise.all(files.map(({ rendition, key }) => storage().put(key, rendition.body, "image/webp")));
      const variants: ImageVariant[] = files.map(({ rendition, key }) => ({
        width: rendition.width,
        height: rendition.height,
        key,
        bytes: rendition.body.length,
      }));
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
    await Promise.allSettled(written.map((key) => storage().delete(key)));
    throw error;
  }
}
