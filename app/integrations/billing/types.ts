/** What the product knows about a subscription, read from the billing provider. */
export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  /** metadata.company_id, set when the checkout created the subscription. */
  companyId: string | null;
  /** The provider's status: trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** Price per period in øre, moms included. */
  amount: number | null;
  currency: string | null;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  endedAt: Date | null;
};

/** A verified webhook event, reduced to what we act on. The objects it names are re-read from the provider. */
export type BillingEvent = {
  id: string;
  type: string;
  created: Date;
  subscriptionId: string | null;
  customerId: string | null;
  companyId: string | null;
  invoiceId: string | null;
};

type CheckoutRequest = {
  companyId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  /** The free trial's end when it is still ahead: the first payment is taken then. */
  firstPaymentAt: Date | null;
};

export interface BillingProvider {
  readonly name: "stripe" | "none";
  createCustomer(input: { companyId: string; name: string; email: string }): Promise<{ customerId: string }>;
  createCheckout(input: CheckoutRequest): Promise<{ url: string }>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  getSubscription(id: string): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string): Promise<BillingEvent>;
}

export class WebhookSignatureError extends Error {}

/** The provider did not answer, or refused: shown to the owner as a Danish message, never a 500. */
export class BillingUnavailableError extends Error {}

/** The plan: 249 kr. a month, moms (25 %) included. */
export const PLAN = {
  name: "Håndværkernet hjemmeside",
  amount: 24900,
  currency: "dkk",
  interval: "month",
} as const;
