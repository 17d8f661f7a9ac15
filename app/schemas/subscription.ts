/** What /admin/subscription shows (app/components/admin/subscription-panel.tsx), formatted on the server. */
export type SubscriptionView =
  | { state: "not_configured" }
  | { state: "trial"; trialEnd: string; daysLeft: number }
  | {
      state: "active" | "past_due";
      inFreePeriod: boolean;
      cancelAtPeriodEnd: boolean;
      periodEnd: string | null;
      nextPayment: { date: string; amount: string } | null;
      paymentMethod: string | null;
    }
  | { state: "expired"; pausesAt: string; paused: boolean };
