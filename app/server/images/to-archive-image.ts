import type { images } from "~/db/schema";
import { mediaUrl } from "~/integrations/storage/types";
import type { ArchiveImage } from "~/schemas/image";

/** An images row as the browser sees it. */
export function toArchiveImage(row: typeof images.$inferSelect): ArchiveImage {
  const variants = row.variants.length > 0 ? row.variants : [{ width: row.width, key: row.path }];
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    url: mediaUrl(row.path),
    width: row.width,
    height: row.height,
    srcSet: [...variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
      .join(", "),
    createdAt: row.createdAt.toISOString(),
    alt: row.alt,
  };
}
