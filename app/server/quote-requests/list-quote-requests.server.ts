import { and, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type QuoteStatus, quoteRequests } from "~/db/schema";

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

/** The company's requests, newest first, optionally of one status. */
export async function listQuoteRequests(companyId: string, status?: QuoteStatus): Promise<QuoteRequestRow[]> {
  return db()
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.companyId, companyId), status ? eq(quoteRequests.status, status) : undefined))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/** How many of the company's requests the owner has not opened yet (the admin navigation's badge). */
export async function countUnreadQuoteRequests(companyId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.companyId, companyId), isNull(quoteRequests.readAt)));
  return row?.n ?? 0;
}
