import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, type ImageVariant, images } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { MAX_IMAGES } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { buildStorageKey } from "./build-storage-key";
import { cleanFileName } from "./clean-file-name";
import type { Rendition } from "./process-image.server";

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
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .for("update");
  const existing = await tx.$count(images, eq(images.companyId, input.companyId));
  if (existing + input.files.length > MAX_IMAGES)
    throw new AppError("LIMIT_REACHED", input.limitMessage, "photos");
  const paths: string[] = [];
  for (const file of input.files) {
    const stem = buildStorageKey("images", input.cvr, file.fileName || "billede.webp");
    const largest = file.renditions.at(-1)!;
    const stored = file.renditions.map((rendition) => ({
      rendition,
      key: rendition === largest ? `${stem}.webp` : `${stem}-${rendition.width}.webp`,
    }));
    written.push(...stored.map(({ key }) => key));
    await Promise.all(stored.map(({ rendition, key }) => storage().put(key, rendition.body, "image/webp")));
    const variants: ImageVariant[] = stored.map(({ rendition, key }) => ({
      width: rendition.width,
      height: rendition.height,
      key,
      bytes: rendition.body.length,
    }));
    await tx.insert(images).values({
      companyId: input.companyId,
      name: cleanFileName(file.fileName || "billede.webp").displayName,
      path: `${stem}.webp`,
      contentType: "image/webp",
      uploadedBy: input.uploadedBy,
      cvr: input.cvr,
      width: largest.width,
      height: largest.height,
      variants,
      alt: file.alt,
    });
    paths.push(`${stem}.webp`);
  }
  return paths;
}
