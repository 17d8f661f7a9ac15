import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { billing } from "~/integrations/billing/index.server";
import { syncSubscription } from "./sync-subscription.server";

/**
 * Cancel at the end of the paid period (cancel=true) or take that back (false), on the company's own
 * subscription. Stripe's answer is stored at once; the webhook that follows finds nothing new.
 */
export async function setCancelAtPeriodEnd(companyId: string, cancel: boolean): Promise<boolean> {
  const [row] = await db()
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  if (!row?.subscriptionId) return false;
  const snapshot = await billing().setCancelAtPeriodEnd(row.subscriptionId, cancel);
  const fetchedAt = new Date();
  await db().transaction((tx) => syncSubscription(tx, snapshot, fetchedAt));
  return true;
}
