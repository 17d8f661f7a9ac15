import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { ReplyTimeSummary } from "~/schemas/owner-numbers";
import { summarizeReplyTime } from "~/server/quote-requests/summarize-reply-time.server";
import type { CalendarMonth } from "./report-month";

export type MonthlyNumbers = {
  visits: { month: number; previous: number };
  requests: { month: number; previous: number };
  /** Review requests sent in the month (issue 26). */
  reviewRequests: number;
  /** Projects ("Udførte opgaver") put on the site in the month (issue 26). */
  projectsPublished: number;
  /** Taps on the site's phone numbers (the tel: links' ping; browsers without ping are not counted). */
  calls: { month: number; previous: number };
  /** The reply time over the month's requests (median of the answered ones). */
  replyTime: ReplyTimeSummary;
  /** The most visited pages of the month (up to 3), with the same page's visits the month before. */
  topPages: { path: string; month: number; previous: number }[];
};

/** Local midnight of a day in Denmark as an instant. */
async function instant(tx: DbOrTx, day: string): Promise<Date> {
  const result = await tx.execute<{ at: string }>(
    sql`select (${day}::date::timestamp at time zone 'Europe/Copenhagen')::text as at`,
  );
  return new Date(result.rows[0]!.at);
}

/** Local midnight of a day in Denmark as a timestamptz (quote requests are stored as instants). */
const localStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Copenhagen')`;

/**
 * The report's numbers for one company: page views per Danish day, requests received, phone taps,
 * top pages.
 */
export async function buildMonthlyReport(
  tx: DbOrTx,
  companyId: string,
  month: CalendarMonth,
  previous: CalendarMonth,
): Promise<MonthlyNumbers> {
  const visits = await tx.execute<{ month: number; previous: number }>(sql`
    select coalesce(sum(count) filter (where day >= ${month.first}::date), 0)::int as month,
           coalesce(sum(count) filter (where day < ${month.first}::date), 0)::int as previous
    from page_views
    where company_id = ${companyId} and day >= ${previous.first}::date and day < ${month.next}::date`);
  const requests = await tx.execute<{ month: number; previous: number }>(sql`
    select count(*) filter (where created_at >= ${localStart(month.first)})::int as month,
           count(*) filter (where created_at < ${localStart(month.first)})::int as previous
    from quote_requests
    where company_id = ${companyId}
      and created_at >= ${localStart(previous.first)} and created_at < ${localStart(month.next)}`);
  const reviews = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from review_requests
    where company_id = ${companyId}
      and sent_at >= ${localStart(month.first)} and sent_at < ${localStart(month.next)}`);
  const published = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from projects
    where company_id = ${companyId} and published
      and published_at >= ${localStart(month.first)} and published_at < ${localStart(month.next)}`);
  const calls = await tx.execute<{ month: number; previous: number }>(sql`
    select coalesce(sum(count) filter (where day >= ${month.first}::date), 0)::int as month,
           coalesce(sum(count) filter (where day < ${month.first}::date), 0)::int as previous
    from call_taps
    where company_id = ${companyId} and day >= ${previous.first}::date and day < ${month.next}::date`);
  const pages = await tx.execute<{ path: string; month: number; previous: number }>(sql`
    select path,
           coalesce(sum(count) filter (where day >= ${month.first}::date), 0)::int as month,
           coalesce(sum(count) filter (where day < ${month.first}::date), 0)::int as previous
    from page_views
    where company_id = ${companyId} and day >= ${previous.first}::date and day < ${month.next}::date
    group by path
    having sum(count) filter (where day >= ${month.first}::date) > 0
    order by month desc, path
    limit 3`);
  return {
    visits: visits.rows[0] ?? { month: 0, previous: 0 },
    requests: requests.rows[0] ?? { month: 0, previous: 0 },
    reviewRequests: reviews.rows[0]?.count ?? 0,
    projectsPublished: published.rows[0]?.count ?? 0,
    calls: calls.rows[0] ?? { month: 0, previous: 0 },
    replyTime: await summarizeReplyTime(
      companyId,
      { from: await instant(tx, month.first), to: await instant(tx, month.next) },
      tx,
    ),
    topPages: pages.rows,
  };
}
