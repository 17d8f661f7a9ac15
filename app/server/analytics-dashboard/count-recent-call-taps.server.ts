import { and, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { callTaps } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { addDays } from "~/server/sections/vagt/holiday-state";

/**
 * Taps on the site's phone numbers in the last `days` Danish days up to and including today (the
 * dashboard's "Opkald fra hjemmesiden (30 dage)", the same days as its page-view chart).
 */
export async function countRecentCallTaps(
  companyId: string,
  days: number,
  now = new Date(),
): Promise<number> {
  const lastDay = copenhagenDay(now);
  const firstDay = addDays(lastDay, 1 - days);
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${callTaps.count}), 0)::int` })
    .from(callTaps)
    .where(and(eq(callTaps.companyId, companyId), gte(callTaps.day, firstDay), lte(callTaps.day, lastDay)));
  return row?.n ?? 0;
}
