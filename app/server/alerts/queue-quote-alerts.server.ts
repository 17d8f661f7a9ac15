import { sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import type { HolidayPeriod } from "~/db/schema/site-details";
import { quoteReceiptMail } from "~/integrations/mail/templates/quote-receipt";
import { pushEnabled } from "~/integrations/push/index.server";
import { smsEnabled } from "~/integrations/sms/index.server";
import { QUOTE_TIMING_OPTIONS, type QuoteTiming } from "~/schemas/quote-request";
import type { OpeningHours } from "~/schemas/site-content";
import { queueMail } from "~/server/mail/queue-mail.server";
import { escalationDue } from "./escalation-due";

export type StoredQuoteRequest = { id: string; companyId: string };

/**
 * Everything a newly stored quote request sets off for the owner, called once in the transaction that
 * inserts the row (store-quote-request), so the alerts exist exactly when the request does and are
 * never queued twice: one push per device the owner switched on (unique per request and device) and
 * at most one SMS (unique per request) to a confirmed number, due at once or at the escalation time,
 * and the visitor's receipt mail when they gave an e-mail.
 * Refused, spam-trapped or rate-limited submissions never reach the insert, so they alert nobody.
 * Delivery happens afterwards (deliver-due-alerts, deliver-due-sms), never delaying the thank-you page.
 */
export async function queueQuoteAlerts(tx: Tx, request: StoredQuoteRequest): Promise<void> {
  await queueQuoteReceipt(tx, request);
  if (pushEnabled()) {
    await tx.execute(sql`
      insert into alert_deliveries (company_id, quote_request_id, subscription_id)
      select ${request.companyId}, ${request.id}, id from push_subscriptions where company_id = ${request.companyId}
      on conflict do nothing`);
  }
  if (smsEnabled()) {
    const settings = await tx.execute<{
      phone: string;
      mode: string;
      minutes: number;
      hours: OpeningHours;
      holidays: HolidayPeriod[];
    }>(sql`
      select s.phone, s.mode, s.escalate_minutes as minutes, c.hours,
        coalesce(d.holidays, '[]'::jsonb) as holidays
      from sms_alert_settings s join companies c on c.id = s.company_id
        left join site_details d on d.company_id = s.company_id
      where s.company_id = ${request.companyId} and s.phone is not null and s.mode <> 'off'`);
    const row = settings.rows[0];
    if (row) {
      const escalation = row.mode === "escalate" ? row.minutes : null;
      const due =
        escalation === null
          ? new Date()
          : escalationDue(new Date(), escalation, row.hours ?? {}, row.holidays);
      await tx.execute(sql`
        insert into sms_alerts (company_id, quote_request_id, phone, escalation_minutes, next_attempt_at)
        values (${request.companyId}, ${request.id}, ${row.phone}, ${escalation}, ${due.toISOString()})
        on conflict do nothing`);
    }
  }
}

type ReceiptRow = {
  email: string;
  name: string;
  phone: string;
  address: string;
  timing: QuoteTiming;
  description: string;
  photoCount: number;
  companyName: string;
  companyPhone: string;
  replyTo: string;
};

/**
 * The visitor's receipt (only when they gave an e-mail), through the outbox like every mail, with
 * Reply-To the firm's contact address so an answer reaches the firm, not us.
 */
async function queueQuoteReceipt(tx: Tx, request: StoredQuoteRequest): Promise<void> {
  const found = await tx.execute<ReceiptRow>(sql`
    select q.email, q.name, q.phone, q.address, q.timing, q.description,
      jsonb_array_length(q.photos)::int as "photoCount", c.name as "companyName", c.phone as "companyPhone",
      coalesce(nullif(c.email, ''), c.company_email) as "replyTo"
    from quote_requests q join companies c on c.id = q.company_id
    where q.id = ${request.id}`);
  const row = found.rows[0];
  if (!row?.email) return;
  const mail = quoteReceiptMail({
    companyName: row.companyName,
    companyPhone: row.companyPhone,
    visitorName: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    timing: QUOTE_TIMING_OPTIONS.find((option) => option.value === row.timing)?.label ?? "",
    description: row.description,
    photoCount: row.photoCount,
  });
  await queueMail(tx, {
    kind: "quote-receipt",
    to: row.email,
    ...mail,
    replyTo: row.replyTo,
    dedupeKey: `quote-receipt:${request.id}`,
  });
}
