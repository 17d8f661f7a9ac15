import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { log } from "~/server/log.server";

/** Retry delay after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A claimed row of a delivery queue whose send threw: back to pending after the backoff, or failed
 * for good (`giveUp`: the last attempt, or an error no retry can mend). The lease is released and
 * the reason kept; the log names the row by `idKey`.
 */
export async function recordDeliveryFailure(
  queue: "mail_outbox" | "alert_deliveries" | "sms_alerts",
  row: { id: string; attempts: number },
  error: unknown,
  report: { giveUp: boolean; message: string; idKey: string },
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await db().execute(sql`
    update ${sql.identifier(queue)} set
      status = ${report.giveUp ? "failed" : "pending"},
      locked_until = null,
      last_error = ${reason.slice(0, 500)},
      next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
    where id = ${row.id}`);
  log(report.giveUp ? "error" : "warn", report.message, {
    [report.idKey]: row.id,
    attempt: row.attempts,
    reason,
  });
}
