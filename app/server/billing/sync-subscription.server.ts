import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, subscriptions } from "~/db/schema";
import type { SubscriptionSnapshot } from "~/integrations/billing/types";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { GRACE_DAYS, isLiveStatus } from "./billing-status";
import { billingNow } from "./clock";
import { queueBillingMail } from "./queue-billing-mail.server";

/**
 * Stores a subscription as just read from Stripe, in the caller's transaction. The row is locked, and
 * a read older than the stored one is dropped, so concurrent or out-of-order webhooks cannot move the
 * state backwards. A change that matters to the public site bumps the site version (the page cache
 * key); a subscription that stops being paid queues "subscription ended" once.
 */
export async function syncSubscription(
  tx: DbOrTx,
  snapshot: SubscriptionSnapshot,
  fetchedAt: Date,
): Promise<"updated" | "stale" | "unknown-company"> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, snapshot.customerId))
    .for("update");
  const companyId = row?.companyId ?? snapshot.companyId;
  if (!companyId) return "unknown-company";
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  if (!company) return "unknown-company";

  const live = isLiveStatus(snapshot.status);
  if (row?.syncedAt && row.syncedAt >= fetchedAt) return "stale";
  // A late event about an old subscription must not replace the company's current, paid one.
  if (row?.subscriptionId && row.subscriptionId !== snapshot.id && isLiveStatus(row.status) && !live)
    return "stale";

  const wasLive = isLiveStatus(row?.status);
  const endedAt = live ? null : (snapshot.endedAt ?? row?.endedAt ?? billingNow());
  const values = {
    subscriptionId: snapshot.id,
    status: snapshot.status,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    amount: snapshot.amount,
    currency: snapshot.currency,
    paymentMethodBrand: snapshot.paymentMethodBrand,
    paymentMethodLast4: snapshot.paymentMethodLast4,
    endedAt,
    syncedAt: fetchedAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ companyId, customerId: snapshot.customerId, ...values })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
  await tx
    .update(companies)
    .set({ planType: live ? "Standard" : "Free", planStatus: snapshot.status })
    .where(eq(companies.id, companyId));

  const visibleChange = row?.status !== snapshot.status || row?.endedAt?.getTime() !== endedAt?.getTime();
  if (visibleChange) await bumpSiteVersion(tx, companyId);
  if (wasLive && !live) {
    const pausesAt = new Date(
      Math.max(company.trialEndDate.getTime(), endedAt!.getTime()) + GRACE_DAYS * 86_400_000,
    );
    await queueBillingMail(tx, {
      kind: "subscription-ended",
      dedupeKey: `billing:subscription-ended:${snapshot.id}`,
      company,
      date: new Date(pausesAt.getTime() - 1),
    });
  }
  return "updated";
}
