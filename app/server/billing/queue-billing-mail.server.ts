import { env } from "~/config/env.server";
import type { DbOrTx } from "~/db/client.server";
import { type BillingMailKind, billingMail } from "~/integrations/mail/templates/billing";
import { ownerPersonName } from "~/server/mail/owner-person-name.server";
import { queueMail } from "~/server/mail/queue-mail.server";
import { billingNow } from "./clock";
import { danishDate, daysUntil } from "./danish-date";

/**
 * Queues a billing e-mail in the caller's transaction. The dedupe key makes it exactly once, however
 * many instances, retries or duplicate webhooks try.
 */
export async function queueBillingMail(
  tx: DbOrTx,
  input: {
    kind: BillingMailKind;
    dedupeKey: string;
    company: { name: string; companyEmail: string };
    date: Date;
  },
): Promise<void> {
  const mail = billingMail({
    kind: input.kind,
    companyName: input.company.name,
    personName: await ownerPersonName(tx, input.company.companyEmail, input.company.name),
    // The reminders' subjects say the days really left (the job finds a trial anywhere in its window).
    daysLeft: daysUntil(input.date, billingNow()),
    subscriptionUrl: `${env().publicUrl}/admin/subscription`,
    date: danishDate(input.date),
  });
  await queueMail(tx, {
    kind: `billing-${input.kind}`,
    to: input.company.companyEmail,
    ...mail,
    dedupeKey: input.dedupeKey,
  });
}
