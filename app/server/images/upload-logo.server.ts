import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { mediaUrl } from "~/integrations/storage/types";
import { MAX_UPLOAD_BYTES, UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { withSettingsVersion } from "~/server/history/settings-versions.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { buildStorageKey } from "./build-storage-key";
import { processImage } from "./process-image.server";

/**
 * Sets the company's logo (SPEC §4 "Logo upload"): the file is processed like archive images
 * (sniffed, pixel-capped, metadata stripped) into one WebP at most 512 px wide with its transparency
 * kept, stored at logos/{cvr}/{timestamp}-{filename}, and saved as companies.logo (the key), with a
 * settings version. The previous logo file is kept, since restoring that version brings it back.
 * Throws AppError with a Danish reason.
 */
export async function uploadLogo(input: {
  /** From requireOwner: the session's company. */
  companyId: string;
  cvr: string;
  fileName: string;
  bytes: Buffer;
  /** Who changed it (the owner's login e-mail), kept with the settings version. */
  author?: string;
}): Promise<{ key: string; logoUrl: string }> {
  if (input.bytes.length === 0) throw new AppError("VALIDATION", UPLOAD_REASONS.noFile, "file");
  if (input.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError("VALIDATION", UPLOAD_REASONS.tooLarge, "file");
  const [logo] = await processImage(input.bytes, "logo");
  const key = `${buildStorageKey("logos", input.cvr, input.fileName)}.webp`;
  await storage().put(key, logo!.body, "image/webp");

  try {
    await db().transaction(async (tx) => {
      const company = await lockCompany(tx, input.companyId, { logo: companies.logo });
      if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      await withSettingsVersion(tx, input.companyId, input.author ?? "", () =>
        tx.update(companies).set({ logo: key }).where(eq(companies.id, input.companyId)),
      );
      await bumpSiteVersion(tx, input.companyId);
    });
  } catch (error) {
    await storage()
      .delete(key)
      .catch(() => {});
    throw error;
  }
  return { key, logoUrl: mediaUrl(key) };
}
