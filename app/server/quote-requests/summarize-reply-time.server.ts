import { sql } from "drizzle-orm";
import { type DbOrTx, db } from "~/db/client.server";
import type { ReplyTimeSummary } from "~/schemas/owner-numbers";

/**
 * The owner's reply time over the requests received in [from, to): the median of first answer minus
 * arrival (first reply, or first status change) over the answered requests, and how many are not
 * answered yet. Requests answered before first_response_at existed have none and count as unanswered
 * only while their status is "new"; older answered ones are left out rather than guessed.
 */
export async function summarizeReplyTime(
  companyId: string,
  range: { from: Date; to: Date },
  tx: DbOrTx = db(),
): Promise<ReplyTimeSummary> {
  const result = await tx.execute<{ median: number | null; answered: number; unanswered: number }>(sql`
    select
      (percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at))
        filter (where first_response_at is not null) / 60)::float8 as median,
      count(*) filter (where first_response_at is not null)::int as answered,
      count(*) filter (where first_response_at is null and status = 'new')::int as unanswered
    from quote_requests
    where company_id = ${companyId} and created_at >= ${range.from.toISOString()}
      and created_at < ${range.to.toISOString()}`);
  const row = result.rows[0];
  return {
    medianMinutes: row?.median === null || row?.median === undefined ? null : Number(row.median),
    answered: row?.answered ?? 0,
    unanswered: row?.unanswered ?? 0,
  };
}
