import type { SubscriptionView } from "~/schemas/subscription";
import type { BillingStatus } from "./billing-status";
import { danishDate } from "./danish-date";

export type { SubscriptionView };

const WHOLE = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("da-DK", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "249 kr." or "199,20 kr." from øre. */
function kroner(amountOre: number): string {
  return `${amountOre % 100 === 0 ? WHOLE.format(amountOre / 100) : CENTS.format(amountOre / 100)} kr.`;
}

/** The plan price with and without moms (25 %), as a business customer reads it. */
export function planPrice(amountOre = 24900) {
  return { withVat: kroner(amountOre), withoutVat: kroner(Math.round(amountOre / 1.25)) };
}

/** Card brand as people say it: "Visa", "Mastercard", "MobilePay". */
function paymentMethodLabel(brand: string | null, last4: string | null): string | null {
  if (!brand) return null;
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    mobilepay: "MobilePay",
    link: "Link",
    dankort: "Dankort",
  };
  const name = names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
  return last4 ? `${name} •••• ${last4}` : name;
}

/** What /admin/subscription shows, formatted on the server (the same text before and after hydration). */
export function subscriptionView(
  status: BillingStatus,
  extra: { daysLeft: number; periodEnd: Date | null },
): SubscriptionView {
  switch (status.state) {
    case "not_configured":
      return status;
    case "trial":
      return { state: "trial", trialEnd: danishDate(status.trialEnd), daysLeft: extra.daysLeft };
    case "expired":
      // The last day online: the day before the pause starts.
      return {
        state: "expired",
        pausesAt: danishDate(new Date(status.pausesAt.getTime() - 1)),
        paused: status.paused,
      };
    default:
      return {
        state: status.state,
        inFreePeriod: status.inFreePeriod,
        cancelAtPeriodEnd: status.cancelAtPeriodEnd,
        periodEnd: extra.periodEnd ? danishDate(extra.periodEnd) : null,
        nextPayment:
          status.nextPaymentAt && status.amount !== null
            ? { date: danishDate(status.nextPaymentAt), amount: kroner(status.amount) }
            : null,
        paymentMethod: paymentMethodLabel(status.paymentMethodBrand, status.paymentMethodLast4),
      };
  }
}
