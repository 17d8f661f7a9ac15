import type { ImageVariant } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import type { Rendition } from "./process-image.server";

/**
 * Writes an image's WebP renditions (smallest first) to storage: the largest at `{stem}.webp`, the
 * others at `{stem}-{width}.webp`. Gives the archive row's file columns. The keys are pushed to
 * `written` before writing, so a caller whose transaction fails can delete them.
 */
export async function storeRenditions(stem: string, renditions: Rendition[], written: string[]) {
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
  return {
    path: `${stem}.webp`,
    contentType: "image/webp",
    width: largest.width,
    height: largest.height,
    variants,
  };
}
