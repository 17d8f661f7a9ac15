/** After the trial (or a paid period) ends unpaid, the public site stays online this long. */
export const GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

/** Stripe statuses in which the company is paying (trialing: card given, first payment at trial end). */
const LIVE_STATUSES = ["trialing", "active", "past_due"] as const;

export function isLiveStatus(status: string | null | undefined): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status ?? "");
}

export type SubscriptionRow = {
  status: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  amount: number | null;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  endedAt: Date | null;
};

export type BillingStatus =
  | { state: "not_configured" }
  | { state: "trial"; trialEnd: Date }
  | {
      state: "active" | "past_due";
      /** Stripe's trialing: paid for, first payment at the end of the free months. */
      inFreePeriod: boolean;
      cancelAtPeriodEnd: boolean;
      nextPaymentAt: Date | null;
      amount: number | null;
      paymentMethodBrand: string | null;
      paymentMethodLast4: string | null;
    }
  | { state: "expired"; since: Date; pausesAt: Date; paused: boolean };

/**
 * When an unpaid site goes on pause: 14 days after the trial ended or the subscription stopped,
 * whichever is later; null while it is paid for. The SQL in find-site-by-host mirrors this.
 */
export function sitePausesAt(
  trialEnd: Date,
  sub: Pick<SubscriptionRow, "status" | "endedAt"> | null,
): Date | null {
  if (isLiveStatus(sub?.status)) return null;
  const since = Math.max(trialEnd.getTime(), sub?.endedAt?.getTime() ?? 0);
  return new Date(since + GRACE_DAYS * DAY_MS);
}

/** Where a company stands, from its trial end and the subscription last read from Stripe. */
export function billingStatus(
  input: { enabled: boolean; trialEnd: Date; subscription: SubscriptionRow | null },
  now: Date,
): BillingStatus {
  if (!input.enabled) return { state: "not_configured" };
  const sub = input.subscription;
  if (sub && isLiveStatus(sub.status)) {
    return {
      state: sub.status === "past_due" ? "past_due" : "active",
      inFreePeriod: sub.status === "trialing",
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      nextPaymentAt: sub.cancelAtPeriodEnd ? null : sub.currentPeriodEnd,
      amount: sub.amount,
      paymentMethodBrand: sub.paymentMethodBrand,
      paymentMethodLast4: sub.paymentMethodLast4,
    };
  }
  const pausesAt = sitePausesAt(input.trialEnd, sub)!;
  const since = new Date(pausesAt.getTime() - GRACE_DAYS * DAY_MS);
  if (now < since) return { state: "trial", trialEnd: input.trialEnd };
  return { state: "expired", since, pausesAt, paused: now >= pausesAt };
}
