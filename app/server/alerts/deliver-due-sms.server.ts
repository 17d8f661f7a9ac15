import { sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import type { HolidayPeriod } from "~/db/schema/site-details";
import { SmsError, type SmsSender } from "~/integrations/sms/index.server";
import { copenhagenDay } from "~/lib/copenhagen-day";
import type { OpeningHours } from "~/schemas/site-content";
import { recordDeliveryFailure } from "~/server/jobs/record-delivery-failure.server";
import { startPollingWorker } from "~/server/jobs/start-polling-worker.server";
import { MAX_ALERT_ATTEMPTS } from "./deliver-due-alerts.server";
import { escalationDue } from "./escalation-due";
import { quoteAlertMessage } from "./quote-alert-text";

type ClaimedSms = {
  id: string;
  attempts: number;
  phone: string;
  escalation: number | null;
  quoteRequestId: string;
  name: string;
  description: string;
  address: string;
  opened: boolean;
  hours: OpeningHours | null;
  holidays: HolidayPeriod[];
};

function inClosure(closures: readonly HolidayPeriod[], now: Date): boolean {
  const today = copenhagenDay(now);
  return closures.some((period) => period.from <= today && today <= period.to);
}

/** The SMS for a request: the push's text and the admin address (name, task, town only). */
function quoteSmsText(request: ClaimedSms, publicUrl: string): string {
  const message = quoteAlertMessage({ ...request, id: request.quoteRequestId });
  const lead =
    request.escalation === null
      ? message.title
      : `${message.title} (ikke åbnet efter ${request.escalation} min)`;
  return `${lead}. Fra ${request.name}. Se den: ${publicUrl}${message.url}`;
}

/**
 * Claims due SMS alerts (FOR UPDATE SKIP LOCKED, a lease, like the mail outbox) and sends them. An
 * escalation whose request was opened meanwhile is skipped; refusals that a retry cannot mend (bad
 * number) fail at once, other failures are retried with backoff. Returns how many were sent.
 */
export async function deliverDueSms(send: SmsSender, batchSize = 10): Promise<number> {
  const claimed = await db().execute<ClaimedSms>(sql`
    with due as (
      select id from sms_alerts
      where status in ('pending', 'sending') and next_attempt_at <= now()
        and (status = 'pending' or locked_until < now())
      order by id for update skip locked limit ${batchSize}
    ), taken as (
      update sms_alerts a set status = 'sending', attempts = attempts + 1,
        locked_until = now() + interval '60 seconds'
      from due where a.id = due.id
      returning a.id, a.attempts, a.phone, a.escalation_minutes, a.quote_request_id, a.company_id
    )
    select taken.id::text as id, taken.attempts, taken.phone, taken.escalation_minutes as escalation,
      q.id as "quoteRequestId", q.name, q.description, q.address, q.read_at is not null as opened,
      c.hours, coalesce(d.holidays, '[]'::jsonb) as holidays
    from taken join quote_requests q on q.id = taken.quote_request_id
      join companies c on c.id = taken.company_id
      left join site_details d on d.company_id = taken.company_id`);

  let sent = 0;
  for (const alert of claimed.rows) {
    if (alert.escalation !== null && alert.opened) {
      await db().execute(
        sql`update sms_alerts set status = 'skipped', locked_until = null where id = ${alert.id}`,
      );
      continue;
    }
    if (alert.escalation !== null && inClosure(alert.holidays, new Date())) {
      // A holiday closure added after the request came in: the escalation waits until the firm
      // reopens and then runs its minutes of opening hours again.
      const due = escalationDue(new Date(), alert.escalation, alert.hours ?? {}, alert.holidays);
      await db().execute(sql`
        update sms_alerts set status = 'pending', attempts = attempts - 1, locked_until = null,
          next_attempt_at = ${due.toISOString()}
        where id = ${alert.id}`);
      continue;
    }
    try {
      await send(alert.phone, quoteSmsText(alert, env().publicUrl));
      await db().execute(
        sql`update sms_alerts set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${alert.id}`,
      );
      sent++;
    } catch (error) {
      await recordDeliveryFailure("sms_alerts", alert, error, {
        giveUp: alert.attempts >= MAX_ALERT_ATTEMPTS || (error instanceof SmsError && !error.retryable),
        message: "sms alert failed",
        idKey: "alertId",
      });
    }
  }
  return sent;
}

/** Polls for due SMS alerts until stopped; every instance runs one, SKIP LOCKED keeps them apart. */
export function startSmsWorker(send: SmsSender, intervalMs = 1000): () => Promise<void> {
  return startPollingWorker("sms", () => deliverDueSms(send), intervalMs);
}
