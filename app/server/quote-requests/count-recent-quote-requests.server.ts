import { and, count, eq, gte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";

/** Requests the company received in the last `days` days (the dashboard's "Forespørgsler (30 dage)"). */
export async function countRecentQuoteRequests(
  companyId: string,
  days: number,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const [row] = await db()
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.companyId, companyId), gte(quoteRequests.createdAt, since)));
  return row?.n ?? 0;
}
