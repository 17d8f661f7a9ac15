import { and, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { type DayCount, zeroFillDays } from "./zero-fill-days";

export type PageViewSeries = { days: DayCount[]; total: number };

/**
 * The site's page views per Danish calendar day for the last `days` days up to and including today,
 * every page added together and missing days filled with 0 (the dashboard chart).
 */
export async function getPageViewSeries(
  companyId: string,
  options: { now?: Date; days?: number } = {},
): Promise<PageViewSeries> {
  const days = options.days ?? 30;
  const lastDay = copenhagenDay(options.now ?? new Date());
  const firstDay = zeroFillDays([], lastDay, days)[0]?.day ?? lastDay;
  const rows = await db()
    .select({ day: pageViews.day, count: sql<number>`sum(${pageViews.count})::int` })
    .from(pageViews)
    .where(and(eq(pageViews.companyId, companyId), gte(pageViews.day, firstDay), lte(pageViews.day, lastDay)))
    .groupBy(pageViews.day);
  const series = zeroFillDays(rows, lastDay, days);
  return { days: series, total: series.reduce((sum, day) => sum + day.count, 0) };
}
