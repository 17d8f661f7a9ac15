import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiUsage } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";

/** How many AI generations the company has used on the local day of `now`. */
export async function countAiUsage(companyId: string, now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(and(eq(aiUsage.companyId, companyId), eq(aiUsage.day, copenhagenDay(now))));
  return row?.count ?? 0;
}
