import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiUsage } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { AI_DAILY_LIMIT } from "~/schemas/page";

export type AiClaim = { allowed: true; count: number; day: string } | { allowed: false; day: string };

/**
 * Takes one of the company's AI generations for today, atomically: a single upsert that only
 * increments while the count is below the limit, so parallel requests can never exceed it.
 */
export async function claimAiGeneration(companyId: string, now = new Date()): Promise<AiClaim> {
  const day = copenhagenDay(now);
  const rows = await db()
    .insert(aiUsage)
    .values({ companyId, day, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.companyId, aiUsage.day],
      set: { count: sql`${aiUsage.count} + 1` },
      setWhere: sql`${aiUsage.count} < ${AI_DAILY_LIMIT}`,
    })
    .returning({ count: aiUsage.count });
  const row = rows[0];
  return row ? { allowed: true, count: row.count, day } : { allowed: false, day };
}
