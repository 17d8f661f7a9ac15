import Stripe from "stripe";
import {
  type BillingEvent,
  type BillingProvider,
  BillingUnavailableError,
  PLAN,
  type SubscriptionSnapshot,
  WebhookSignatureError,
} from "./types";

/** How far a webhook signature's time may be ahead of our clock. */
const MAX_CLOCK_SKEW_SECONDS = 60;

type Options = { secretKey: string; webhookSecret: string; apiBase?: string | undefined };

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The product's view of a Stripe subscription (expanded default_payment_method). */
function toSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  const method = typeof sub.default_payment_method === "object" ? sub.default_payment_method : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    companyId: sub.metadata?.company_id ?? null,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: toDate(item?.current_period_end),
    amount: item?.price?.unit_amount ?? null,
    currency: item?.price?.currency ?? null,
    paymentMethodBrand: method ? (method.card?.brand ?? method.type) : null,
    paymentMethodLast4: method?.card?.last4 ?? null,
    endedAt: toDate(sub.ended_at),
  };
}

/**
 * Stripe: hosted Checkout (subscription mode) and the Customer Portal, so card data never touches our
 * servers. Payment methods are not listed here: Stripe offers what the account has switched on (cards
 * and MobilePay in Denmark). STRIPE_API_BASE points the client at a Stripe-compatible test server.
 */
export function createStripeBilling(options: Options): BillingProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  /** Network failures and Stripe errors become one error the routes turn into a Danish message. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) throw new BillingUnavailableError(error.message);
      throw error;
    }
  }

  return {
    name: "stripe",
    createCustomer: ({ companyId, name, email }) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { name, email, metadata: { company_id: companyId }, preferred_locales: ["da"] },
          // One customer per company, however often the button is pressed.
          { idempotencyKey: `customer-${companyId}` },
        );
        return { customerId: customer.id };
      }),
    createCheckout: (input) =>
      call(async () => {
        // Stripe wants a trial end at least 48 hours ahead; closer than that the first payment is today.
        const trialEnd =
          input.firstPaymentAt && input.firstPaymentAt.getTime() > Date.now() + 49 * 3600_000
            ? Math.floor(input.firstPaymentAt.getTime() / 1000)
            : undefined;
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.companyId,
          locale: "da",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PLAN.currency,
                unit_amount: PLAN.amount,
                tax_behavior: "inclusive",
                recurring: { interval: PLAN.interval },
                product_data: { name: PLAN.name },
              },
            },
          ],
          subscription_data: {
            metadata: { company_id: input.companyId },
            ...(trialEnd ? { trial_end: trialEnd } : {}),
          },
          metadata: { company_id: input.companyId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new BillingUnavailableError("Checkout session without url");
        return { url: session.url };
      }),
    createPortal: ({ customerId, returnUrl }) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: "da",
        });
        return { url: session.url };
      }),
    getSubscription: (id) =>
      call(async () =>
        toSnapshot(await stripe.subscriptions.retrieve(id, { expand: ["default_payment_method"] })),
      ),
    setCancelAtPeriodEnd: (id, cancel) =>
      call(async () =>
        toSnapshot(
          await stripe.subscriptions.update(id, {
            cancel_at_period_end: cancel,
            expand: ["default_payment_method"],
          }),
        ),
      ),
    async verifyWebhook(rawBody, signature) {
      // Stripe's SDK refuses signatures older than 5 minutes but not ones from the future: a captured
      // future-dated delivery would stay replayable until then. A minute of clock skew is allowed.
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1] ?? Number.NaN);
      if (!(signedAt <= Math.floor(Date.now() / 1000) + MAX_CLOCK_SKEW_SECONDS)) {
        throw new WebhookSignatureError("Stripe signature time is in the future");
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError("Invalid Stripe signature");
      }
      return toBillingEvent(event);
    },
  };
}

/** The ids an event names; the objects themselves are re-read from Stripe before anything changes. */
function toBillingEvent(event: Stripe.Event): BillingEvent {
  const object = event.data.object as unknown as Record<string, unknown> & { id?: string; object?: string };
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  let subscriptionId: string | null = null;
  let invoiceId: string | null = null;
  if (object.object === "subscription") subscriptionId = object.id ?? null;
  if (object.object === "checkout.session") subscriptionId = idOf(object.subscription as string | null);
  if (object.object === "invoice") {
    invoiceId = object.id ?? null;
    const parent = object.parent as {
      subscription_details?: { subscription?: string | { id: string } };
    } | null;
    subscriptionId =
      idOf(parent?.subscription_details?.subscription ?? null) ??
      idOf((object.subscription as string | null | undefined) ?? null);
  }
  return {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    subscriptionId,
    customerId: idOf(object.customer as string | null | undefined),
    companyId: metadata.company_id ?? (object.client_reference_id as string | undefined) ?? null,
    invoiceId,
  };
}
