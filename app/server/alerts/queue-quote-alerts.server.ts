import { sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { pushEnabled } from "~/integrations/push/index.server";

export type StoredQuoteRequest = { id: string; companyId: string };

/**
 * Everything a newly stored quote request sets off for the owner, called once in the transaction that
 * inserts the row (store-quote-request), so the alerts exist exactly when the request does and are
 * never queued twice: one push per device the owner switched on (unique per request and device).
 * Refused, spam-trapped or rate-limited submissions never reach the insert, so they alert nobody.
 * Delivery happens afterwards (deliver-due-alerts), never delaying the visitor's thank-you page.
 */
export async function queueQuoteAlerts(tx: Tx, request: StoredQuoteRequest): Promise<void> {
  if (!pushEnabled()) return;
  await tx.execute(sql`
    insert into alert_deliveries (company_id, quote_request_id, subscription_id)
    select ${request.companyId}, ${request.id}, id from push_subscriptions where company_id = ${request.companyId}
    on conflict do nothing`);
}
