import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiUsage } from "~/db/schema";

/** Gives back a generation that produced nothing usable, on the day it was claimed. Returns the new count. */
export async function releaseAiGeneration(companyId: string, day: string): Promise<number> {
  const [row] = await db()
    .update(aiUsage)
    .set({ count: sql`${aiUsage.count} - 1` })
    .where(and(eq(aiUsage.companyId, companyId), eq(aiUsage.day, day), gt(aiUsage.count, 0)))
    .returning({ count: aiUsage.count });
  return row?.count ?? 0;
}
