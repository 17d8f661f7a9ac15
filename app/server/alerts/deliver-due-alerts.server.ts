import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { PushSender } from "~/integrations/push/index.server";
import { recordDeliveryFailure } from "~/server/jobs/record-delivery-failure.server";
import { startPollingWorker } from "~/server/jobs/start-polling-worker.server";
import { log } from "~/server/log.server";
import { quoteAlertMessage, TEST_ALERT_MESSAGE } from "./quote-alert-text";

/** After this many failed attempts (about 20 minutes of retries) an alert is marked failed. */
export const MAX_ALERT_ATTEMPTS = 8;
const LEASE_SECONDS = 60;

type ClaimedAlert = {
  id: string;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  quoteRequestId: string | null;
  name: string | null;
  description: string | null;
  address: string | null;
};

/**
 * Claims due alerts and pushes them, like the mail outbox: one UPDATE over rows picked FOR UPDATE SKIP
 * LOCKED, so workers on any number of instances never take the same row; the claim is a lease, so an
 * alert whose worker died becomes due again. A 404/410 deletes the device (and with it its queued
 * alerts); other failures are retried with backoff and kept with their reason for the admin.
 * Returns how many were pushed.
 */
export async function deliverDueAlerts(send: PushSender, batchSize = 20): Promise<number> {
  const claimed = await db().execute<ClaimedAlert>(sql`
    with due as (
      select id from alert_deliveries
      where status in ('pending', 'sending')
        and next_attempt_at <= now()
        and (status = 'pending' or locked_until < now())
      order by id
      for update skip locked
      limit ${batchSize}
    ), taken as (
      update alert_deliveries d set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      from due where d.id = due.id
      returning d.id, d.attempts, d.subscription_id, d.quote_request_id
    )
    select taken.id::text as id, taken.attempts, s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth,
      taken.quote_request_id as "quoteRequestId", q.name, q.description, q.address
    from taken
    join push_subscriptions s on s.id = taken.subscription_id
    left join quote_requests q on q.id = taken.quote_request_id`);

  const outcomes = await Promise.all(claimed.rows.map((alert) => deliverOne(send, alert)));
  return outcomes.filter(Boolean).length;
}

async function deliverOne(send: PushSender, alert: ClaimedAlert): Promise<boolean> {
  const message =
    alert.quoteRequestId === null
      ? TEST_ALERT_MESSAGE
      : quoteAlertMessage({
          id: alert.quoteRequestId,
          name: alert.name ?? "",
          description: alert.description ?? "",
          address: alert.address ?? "",
        });
  try {
    const outcome = await send(alert, JSON.stringify(message));
    if (outcome === "gone") {
      // The browser ended the subscription: the device goes, with every alert queued for it.
      await db().execute(sql`delete from push_subscriptions where id = ${alert.subscriptionId}`);
      log("info", "push subscription expired and was removed", { subscriptionId: alert.subscriptionId });
      return false;
    }
    await db().execute(sql`
      with sent as (
        update alert_deliveries set status = 'sent', sent_at = now(), locked_until = null, last_error = null
        where id = ${alert.id} returning subscription_id
      )
      update push_subscriptions set last_sent_at = now() where id in (select subscription_id from sent)`);
    return true;
  } catch (error) {
    await recordDeliveryFailure("alert_deliveries", alert, error, {
      giveUp: alert.attempts >= MAX_ALERT_ATTEMPTS,
      message: "push delivery failed",
      idKey: "alertId",
    });
    return false;
  }
}

/**
 * Polls for due alerts until stopped (every instance runs one; SKIP LOCKED keeps them apart). A short
 * interval: the owner's phone should buzz within seconds of the request.
 */
export function startAlertWorker(send: PushSender, intervalMs = 500): () => Promise<void> {
  return startPollingWorker("alert", () => deliverDueAlerts(send), intervalMs);
}
