import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images } from "~/db/schema";
import { IMAGE_ALT_MAX } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

const IMAGE_ALT_TOO_LONG = `Alt-teksten må højst være ${IMAGE_ALT_MAX} tegn`;

/**
 * Stores the owner's alt text of an archive image (issue 23): one line, at most IMAGE_ALT_MAX
 * characters, "" to go back to the site's own description. Only the owner's own image; pages that show
 * it use the text from their next render on (the site version is bumped in the same transaction).
 */
export async function setImageAlt(companyId: string, imageId: string, input: string): Promise<string> {
  const alt = input
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  if (alt.length > IMAGE_ALT_MAX) throw new AppError("VALIDATION", IMAGE_ALT_TOO_LONG, "alt");
  if (!/^[0-9a-f-]{36}$/i.test(imageId)) throw new AppError("NOT_FOUND", "Billedet blev ikke fundet");
  await db().transaction(async (tx) => {
    const updated = await tx
      .update(images)
      .set({ alt })
      .where(and(eq(images.id, imageId), eq(images.companyId, companyId)))
      .returning({ id: images.id });
    if (updated.length === 0) throw new AppError("NOT_FOUND", "Billedet blev ikke fundet");
    await bumpSiteVersion(tx, companyId);
  });
  return alt;
}
