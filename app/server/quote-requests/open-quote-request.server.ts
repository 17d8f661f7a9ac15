import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";
import type { QuoteRequestRow } from "./list-quote-requests.server";

/**
 * One of the company's requests (null when it is not theirs or does not exist), marked as read the
 * first time the owner opens it.
 */
export async function openQuoteRequest(companyId: string, id: string): Promise<QuoteRequestRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const where = and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId));
  const [row] = await db().select().from(quoteRequests).where(where);
  if (!row) return null;
  if (!row.readAt) {
    const readAt = new Date();
    await db()
      .update(quoteRequests)
      .set({ readAt })
      .where(and(where, isNull(quoteRequests.readAt)));
    return { ...row, readAt };
  }
  return row;
}
