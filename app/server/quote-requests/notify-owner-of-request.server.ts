import { env } from "~/config/env.server";
import type { Tx } from "~/db/client.server";
import type { QuoteRequestMail } from "~/integrations/mail/templates/quote-request";
import { queueQuoteAlerts } from "~/server/alerts/queue-quote-alerts.server";
import { queueMail } from "~/server/mail/queue-mail.server";

/**
 * What a new request (a quote request or a call-back) sets off for the owner, in the transaction
 * that stores it: the alerts (push, SMS per the owner's settings) and exactly one notification mail.
 */
export async function notifyOwnerOfRequest(
  tx: Tx,
  request: { id: string; companyId: string; ownerEmail: string },
  /** The notification mail, given the request's address in the admin. */
  mail: (adminUrl: string) => QuoteRequestMail,
): Promise<void> {
  const { id, companyId } = request;
  await queueQuoteAlerts(tx, { id, companyId });
  await queueMail(tx, {
    kind: "quote-request",
    to: request.ownerEmail,
    ...mail(`${env().publicUrl}/admin/forespoergsler/${id}`),
    dedupeKey: `quote-request:${id}`,
  });
}
