import { eq } from "drizzle-orm";
import { type DbOrTx, db } from "~/db/client.server";
import { billingEvents, companies, subscriptions } from "~/db/schema";
import type { BillingEvent, BillingProvider } from "~/integrations/billing/types";
import { billingNow } from "./clock";
import { queueBillingMail } from "./queue-billing-mail.server";
import { syncSubscription } from "./sync-subscription.server";

export type ApplyResult = "applied" | "duplicate";

/**
 * Applies one verified webhook event exactly once. The event only says *which* subscription changed:
 * its state is re-read from Stripe, so the order events arrive in does not matter. The event id is
 * stored in the same transaction as the change (a duplicate finds it and does nothing). If Stripe
 * cannot be read the call throws, nothing is stored, and Stripe delivers the event again later.
 */
export async function applyBillingEvent(
  event: BillingEvent,
  provider: BillingProvider,
): Promise<ApplyResult> {
  const [seen] = await db()
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return "duplicate";
  const snapshot = event.subscriptionId ? await provider.getSubscription(event.subscriptionId) : null;
  const fetchedAt = new Date();

  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return "duplicate";
    if (snapshot) await syncSubscription(tx, snapshot, fetchedAt);

    if (event.type === "invoice.payment_failed" && event.invoiceId) {
      const companyId =
        snapshot?.companyId ?? event.companyId ?? (await companyOfCustomer(tx, event.customerId));
      const [company] = companyId ? await tx.select().from(companies).where(eq(companies.id, companyId)) : [];
      if (company) {
        // Stripe retries a failed invoice several times: one mail per invoice, not per attempt.
        await queueBillingMail(tx, {
          kind: "payment-failed",
          dedupeKey: `billing:payment-failed:${event.invoiceId}`,
          company,
          date: billingNow(),
        });
      }
    }
    return "applied";
  });
}

async function companyOfCustomer(tx: DbOrTx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  return row?.companyId ?? null;
}
