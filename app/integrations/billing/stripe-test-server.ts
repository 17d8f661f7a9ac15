import http from "node:http";
import type { AddressInfo } from "node:net";
import { type FormValue, parseStripeForm } from "./stripe-form";
import {
  type DeliverOptions,
  deliverEvent,
  event,
  invoice,
  type Json,
  MONTH,
  newId,
  now,
  periodEnd,
  type StripeEvent,
  type Subscription,
} from "./stripe-test-objects";
import { checkoutPage, portalPage, testPage } from "./stripe-test-pages";

/**
 * Test support only: a local server speaking Stripe's wire format for the endpoints we use:
 * customers, checkout sessions, billing-portal sessions, subscriptions (retrieve; update for
 * cancel/resume). Form-encoded requests, JSON objects with ids and `object`, Stripe-style error bodies,
 * Idempotency-Key replay, state kept between calls. It also plays Stripe's side of the flow: a
 * checkout page that takes the "payment", and events signed like Stripe's (the SDK's test header
 * helper) posted to our webhook endpoint. The /_test/* endpoints let a test drive what a customer or
 * Stripe's retries would do (pay, fail a payment, end the period) from another process (e2e).
 */

export type StripeTestServer = {
  url: string;
  port: number;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Subscription>;
  /** Every request body received, parsed (for assertions on what we sent). */
  requests: Array<{ method: string; path: string; body: Record<string, FormValue> }>;
  setWebhook(url: string): void;
  /** Completes a checkout session as a paying customer would; returns the events (not delivered). */
  completeCheckout(sessionId: string): { subscription: Subscription; events: StripeEvent[] };
  failPayment(subscriptionId: string): StripeEvent[];
  payInvoice(subscriptionId: string): StripeEvent[];
  /** The period ran out (cancelled at period end, or Stripe gave up retrying). */
  endSubscription(subscriptionId: string, endedAt?: Date): StripeEvent[];
  /** An event about an object as it is now. */
  event(type: string, object: Json): StripeEvent;
  /** Signs and posts an event; `timestamp` (seconds) is the signature's time, now by default. */
  deliver(event: StripeEvent, options?: DeliverOptions): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

export async function startStripeTestServer(options: {
  port?: number;
  webhookSecret: string;
  webhookUrl?: string;
}): Promise<StripeTestServer> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Subscription>();
  const paymentMethods = new Map<string, Json>();
  const portals = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: StripeTestServer["requests"] = [];
  let webhookUrl = options.webhookUrl ?? "";
  let base = "";

  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    json: { error: { type, message, ...(code ? { code } : {}) } },
  });
  const missing = (kind: string, id: string) =>
    error(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing");

  function expandSubscription(sub: Subscription, expand: FormValue | undefined): Json {
    const wanted = Array.isArray(expand) ? expand : [];
    if (!wanted.includes("default_payment_method") || typeof sub.default_payment_method !== "string")
      return sub;
    return { ...sub, default_payment_method: paymentMethods.get(sub.default_payment_method) ?? null };
  }

  function route(
    method: string,
    path: string,
    body: Record<string, FormValue>,
  ): { status: number; json: Json } {
    const [pathname = "", query = ""] = path.split("?");
    const parts = pathname.split("/").filter(Boolean);
    if (method === "POST" && pathname === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        created: now(),
        name: body.name ?? null,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, json: customer };
    }
    if (method === "POST" && pathname === "/v1/checkout/sessions") {
      const customer = String(body.customer ?? "");
      if (!customers.has(customer)) return missing("customer", customer);
      if (body.mode !== "subscription" || !Array.isArray(body.line_items))
        return error(
          400,
          "invalid_request_error",
          "Missing required param: line_items.",
          "parameter_missing",
        );
      const id = newId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        created: now(),
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        line_items_input: body.line_items,
        subscription_data_input: body.subscription_data ?? {},
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/checkout/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? { status: 200, json: session } : missing("checkout.session", parts[3]);
    }
    if (method === "POST" && pathname === "/v1/billing_portal/sessions") {
      const customer = String(body.customer ?? "");
      if (!customers.has(customer)) return missing("customer", customer);
      const id = newId("bps");
      const portal = {
        id,
        object: "billing_portal.session",
        created: now(),
        customer,
        return_url: body.return_url,
        url: `${base}/portal/${id}`,
      };
      portals.set(id, portal);
      return { status: 200, json: portal };
    }
    if (parts[1] === "subscriptions" && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return missing("subscription", parts[2]);
      if (method === "POST") {
        if (body.cancel_at_period_end !== undefined) {
          if (sub.status === "canceled")
            return error(
              400,
              "invalid_request_error",
              "A canceled subscription can only update its metadata.",
            );
          sub.cancel_at_period_end = body.cancel_at_period_end === "true";
          sub.cancel_at = sub.cancel_at_period_end ? periodEnd(sub) : null;
        }
        return { status: 200, json: expandSubscription(sub, body.expand) };
      }
      return { status: 200, json: expandSubscription(sub, parseStripeForm(query).expand) };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such session ${sessionId}`);
    if (session.status === "complete") throw new Error("Session already complete");
    const card = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer: session.customer,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
    };
    paymentMethods.set(card.id, card);
    const items = session.line_items_input as Array<{
      price_data: { unit_amount: string; currency: string };
    }>;
    const subscriptionData = session.subscription_data_input as { trial_end?: string; metadata?: Json };
    const trialEnd = subscriptionData.trial_end ? Number(subscriptionData.trial_end) : null;
    const start = now();
    const firstPeriodEnd = trialEnd ?? start + MONTH;
    const sub: Subscription = {
      id: newId("sub"),
      object: "subscription",
      created: start,
      customer: session.customer,
      status: trialEnd ? "trialing" : "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: trialEnd,
      default_payment_method: card.id,
      metadata: (subscriptionData.metadata ?? {}) as Record<string, string>,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            current_period_start: start,
            current_period_end: firstPeriodEnd,
            price: {
              id: newId("price"),
              object: "price",
              unit_amount: Number(items[0]?.price_data.unit_amount),
              currency: items[0]?.price_data.currency,
              recurring: { interval: "month" },
            },
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    return {
      subscription: sub,
      events: [event("customer.subscription.created", sub), event("checkout.session.completed", session)],
    };
  }

  function subscription(id: string) {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`No such subscription ${id}`);
    return sub;
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      void handle(req, res, raw).catch((err) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: String(err) } }));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const pathname = path.split("?")[0] ?? "/";
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
      res.end(JSON.stringify(json));
    };
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(testPage(body));
    };

    if (pathname.startsWith("/v1/")) {
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_")) {
        send(401, { error: { type: "invalid_request_error", message: "You did not provide an API key." } });
        return;
      }
      const body = parseStripeForm(raw);
      requests.push({ method, path: pathname, body });
      const key = req.headers["idempotency-key"];
      const replayKey = typeof key === "string" && method === "POST" ? `${pathname}\u0000${key}` : null;
      const previous = replayKey ? idempotent.get(replayKey) : undefined;
      if (previous) {
        res.writeHead(previous.status, { "content-type": "application/json", "idempotent-replayed": "true" });
        res.end(previous.body);
        return;
      }
      const result = route(method, path, body);
      if (replayKey) idempotent.set(replayKey, { status: result.status, body: JSON.stringify(result.json) });
      send(result.status, result.json);
      return;
    }
    const [, page, id, action] = pathname.split("/");
    if (page === "checkout" && id && sessions.has(id)) {
      const session = sessions.get(id)!;
      if (method === "POST" && action === "pay") {
        const { events } = completeCheckout(id);
        for (const e of events) await deliver(e);
        const target = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", id);
        res.writeHead(303, { location: target }).end();
        return;
      }
      html(200, checkoutPage(id, String(session.cancel_url)));
      return;
    }
    if (page === "portal" && id && portals.has(id)) {
      html(200, portalPage(String(portals.get(id)!.return_url)));
      return;
    }
    if (page === "_test" && method === "POST" && id && action) {
      const actions: Record<string, (subId: string) => StripeEvent[]> = {
        fail: failPayment,
        pay: payInvoice,
        end: (subId) => endSubscription(subId),
      };
      const run = actions[action];
      if (!run) return send(404, { error: "unknown action" });
      const results = [];
      for (const e of run(id)) results.push(await deliver(e));
      send(200, { delivered: results.map((r) => r.status) });
      return;
    }
    if (page === "_test" && method === "GET" && id === "subscriptions") {
      send(200, [...subscriptions.values()]);
      return;
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  function failPayment(id: string) {
    const sub = subscription(id);
    sub.status = "past_due";
    return [
      event("invoice.payment_failed", invoice(sub, false)),
      event("customer.subscription.updated", sub),
    ];
  }

  function payInvoice(id: string) {
    const sub = subscription(id);
    sub.status = "active";
    const item = (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!;
    item.current_period_end = Math.max(item.current_period_end, now()) + MONTH;
    return [event("invoice.paid", invoice(sub, true)), event("customer.subscription.updated", sub)];
  }

  function endSubscription(id: string, endedAt = new Date()) {
    const sub = subscription(id);
    Object.assign(sub, {
      status: "canceled",
      ended_at: Math.floor(endedAt.getTime() / 1000),
      canceled_at: now(),
    });
    return [event("customer.subscription.deleted", sub)];
  }

  function deliver(e: StripeEvent, opts: DeliverOptions = {}) {
    return deliverEvent(webhookUrl, options.webhookSecret, e, opts);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    customers,
    sessions,
    subscriptions,
    requests,
    setWebhook: (url) => {
      webhookUrl = url;
    },
    completeCheckout,
    failPayment,
    payInvoice,
    endSubscription,
    event,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
