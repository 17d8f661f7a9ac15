import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, images } from "~/db/schema";
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
import { lockCompany } from "~/server/sites/lock-company.server";
import { buildStorageKey } from "./build-storage-key";
import { cleanFileName } from "./clean-file-name";
import { processImage } from "./process-image.server";
import { storeRenditions } from "./store-renditions.server";
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
      const company = await lockCompany(tx, input.companyId, { id: companies.id });
      if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      const existing = await tx.$count(images, eq(images.companyId, input.companyId));
      if (existing >= MAX_IMAGES) throw limitReached();

      // processImage reads the header (type, pixel count) before it decodes anything.
      const renditions = await processImage(input.bytes, "archive");
      const [inserted] = await tx
        .insert(images)
        .values({
          companyId: input.companyId,
          name: cleanFileName(input.fileName).displayName,
          uploadedBy: input.uploadedBy,
          cvr: input.cvr,
          ...(await storeRenditions(stem, renditions, written)),
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
