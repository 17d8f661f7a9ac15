import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type QuotePhoto, quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { log } from "~/server/log.server";

/** Deletes the photo files of deleted requests; a file that cannot be deleted now is logged. */
export async function deleteQuotePhotoFiles(photos: QuotePhoto[]): Promise<void> {
  const keys = [...new Set(photos.flatMap((photo) => [photo.key, photo.thumbKey]))];
  const results = await Promise.allSettled(keys.map((key) => storage().delete(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") log("warn", "quote photo not deleted", { key: keys[i] });
  });
}

/** Deletes requests of the company (the row first, then its photo files). Returns how many. */
export async function deleteQuoteRequests(companyId: string, ids: string[]): Promise<number> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return 0;
  const deleted = await db()
    .delete(quoteRequests)
    .where(and(eq(quoteRequests.companyId, companyId), inArray(quoteRequests.id, valid)))
    .returning({ photos: quoteRequests.photos });
  await deleteQuotePhotoFiles(deleted.flatMap((row) => row.photos));
  return deleted.length;
}
