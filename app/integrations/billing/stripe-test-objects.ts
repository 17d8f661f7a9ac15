import crypto from "node:crypto";
import Stripe from "stripe";

// Test support only (stripe-test-server.ts): the Stripe objects, events and webhook posts that hold
// no server state, kept apart so the server file is its routes and the state they change (its pages'
// HTML: stripe-test-pages.ts).

export type Json = Record<string, unknown>;
export type Subscription = Json & { id: string; status: string; metadata: Record<string, string> };
export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  data: { object: Json };
};

export type DeliverOptions = { secret?: string; timestamp?: number };
export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
export const MONTH = 30 * 86_400;

/** An event about an object as it is now. */
export function event(type: string, object: Json): StripeEvent {
  return {
    id: newId("evt"),
    object: "event",
    type,
    created: now(),
    data: { object: structuredClone(object) },
  };
}

export function periodEnd(sub: Subscription): number {
  return (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end;
}

export function invoice(sub: Subscription, paid: boolean): Json {
  return {
    id: newId("in"),
    object: "invoice",
    customer: sub.customer,
    status: paid ? "paid" : "open",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
  };
}

/** Signs an event as Stripe does (the SDK's test header helper) and posts it to the webhook. */
export async function deliverEvent(
  webhookUrl: string,
  webhookSecret: string,
  e: StripeEvent,
  opts: DeliverOptions = {},
) {
  const payload = JSON.stringify(e);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? webhookSecret,
    timestamp: opts.timestamp ?? now(),
  });
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}
