import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, images } from "~/db/schema";
import { MAX_IMAGES } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { lockCompany } from "~/server/sites/lock-company.server";
import { buildStorageKey } from "./build-storage-key";
import { cleanFileName } from "./clean-file-name";
import type { Rendition } from "./process-image.server";
import { storeRenditions } from "./store-renditions.server";

export type ArchiveFile = { fileName: string; renditions: Rendition[]; alt: string };

/**
 * Adds several already processed images to the archive inside the caller's transaction (a project's
 * photos are one change with the project: one version bump, one publish). The 15-image limit holds
 * as in uploadImage: the company row is locked first, so concurrent uploads take turns. Keys written
 * are pushed to `written` so the caller can delete them when its transaction fails.
 */
export async function storeArchiveImages(
  tx: DbOrTx,
  input: { companyId: string; cvr: string; uploadedBy: string; files: ArchiveFile[]; limitMessage: string },
  written: string[],
): Promise<string[]> {
  if (input.files.length === 0) return [];
  await lockCompany(tx, input.companyId, { id: companies.id });
  const existing = await tx.$count(images, eq(images.companyId, input.companyId));
  if (existing + input.files.length > MAX_IMAGES)
    throw new AppError("LIMIT_REACHED", input.limitMessage, "photos");
  const paths: string[] = [];
  for (const file of input.files) {
    const stem = buildStorageKey("images", input.cvr, file.fileName || "billede.webp");
    const stored = await storeRenditions(stem, file.renditions, written);
    await tx.insert(images).values({
      companyId: input.companyId,
      name: cleanFileName(file.fileName || "billede.webp").displayName,
      uploadedBy: input.uploadedBy,
      cvr: input.cvr,
      ...stored,
      alt: file.alt,
    });
    paths.push(stored.path);
  }
  return paths;
}
