import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";

/** One photo of one of the company's requests (full size or thumbnail), or null. */
export async function readQuotePhoto(
  companyId: string,
  id: string,
  index: number,
  size: "full" | "thumb",
): Promise<Buffer | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id) || !Number.isInteger(index) || index < 0) return null;
  const [row] = await db()
    .select({ photos: quoteRequests.photos })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId)));
  const photo = row?.photos[index];
  if (!photo) return null;
  const file = await storage().get(size === "thumb" ? photo.thumbKey : photo.key);
  return file?.body ?? null;
}
