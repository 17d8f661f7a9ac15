import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { billingEvents, companies, mailOutbox, subscriptions } from "~/db/schema";
import { resetBillingForTests } from "~/integrations/billing/index.server";
import { type StripeTestServer, startStripeTestServer } from "~/integrations/billing/stripe-test-server";
import { setBillingClockForTests } from "~/server/billing/clock";
import { runBillingJob } from "~/server/billing/run-billing-job.server";
import { setCancelAtPeriodEnd } from "~/server/billing/set-cancel-at-period-end.server";
import { startCheckout } from "~/server/billing/start-checkout.server";
import { syncSubscription } from "~/server/billing/sync-subscription.server";
import { insertTestCompany, type TestCompany } from "~/server/settings/test-company.test-support";
import { clockForFile } from "../tests/setup/clock";
import { connectTestDatabase } from "../tests/setup/db";
import { createHttpApp } from "./app";

// The real HTTP app (server/app.ts) on a real port, our Stripe client pointed at a local server that
// speaks Stripe's wire format, and events signed with the SDK's test header helper posted to the
// webhook endpoint. Customer pages that are not paused go on to React Router, which has no build in
// this test: those requests are only checked for *not* being the pause page.

const WEBHOOK_SECRET = "whsec_test_billing";
const DAY = 86_400_000;
const db = connectTestDatabase();
let stripe: StripeTestServer;
let app: http.Server;
let appPort = 0;

beforeAll(async () => {
  stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
  Object.assign(process.env, {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_billing",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: "http://localhost:3000",
  });
  resetEnvForTests();
  resetBillingForTests();
  app = http.createServer(createHttpApp({ clientDir: null, dev: false }));
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appPort = (app.address() as AddressInfo).port;
  stripe.setWebhook(`http://127.0.0.1:${appPort}/api/billing/webhook`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await stripe.close();
});

const setBillingClock = clockForFile(setBillingClockForTests);

/** GET a customer-site page by Host, as a browser would (Node's fetch cannot set Host). */
function getSite(subdomain: string, path = "/"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: appPort, path, headers: { host: `${subdomain}.localhost` } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const PAUSED = "Hjemmesiden er midlertidigt sat på pause";

async function newCompany(trialEndsInDays: number): Promise<TestCompany> {
  return insertTestCompany(db, {
    trialEndDate: new Date(Date.now() + trialEndsInDays * DAY),
    phone: "+45 12 34 56 78",
    email: "kontakt@firma.example",
  });
}

async function subscriptionOf(companyId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row;
}

async function versionOf(companyId: string) {
  const [row] = await db
    .select({ version: companies.version })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.version;
}

async function mailsOf(companyId: string, kind: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, `billing-${kind}`), like(mailOutbox.dedupeKey, `%${companyId}%`)));
}

/** Starts a checkout through our code and pays it as the customer would on Stripe's page. */
async function subscribe(company: TestCompany) {
  const url = await startCheckout(company, {
    success: "http://localhost:3000/ok",
    cancel: "http://localhost:3000/no",
  });
  const sessionId = url!.split("/").pop()!;
  const { subscription, events } = stripe.completeCheckout(sessionId);
  for (const event of events) expect((await stripe.deliver(event)).status).toBe(200);
  return { subscription, events };
}

describe("billing webhooks through the HTTP app", () => {
  it("checkout completed → active, with card, period end and price from Stripe's objects", async () => {
    const company = await newCompany(-1);
    const before = await versionOf(company.id);
    await subscribe(company);
    const row = await subscriptionOf(company.id);
    expect(row).toMatchObject({
      status: "active",
      amount: 24900,
      currency: "dkk",
      paymentMethodBrand: "visa",
      paymentMethodLast4: "4242",
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    expect(await versionOf(company.id)).toBeGreaterThan(before);
    // What we sent Stripe: the one plan in DKK, moms included, with the company on the subscription.
    const sent = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === company.id,
    );
    expect(sent?.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price_data: { currency: "dkk", unit_amount: "24900", tax_behavior: "inclusive" } }],
      subscription_data: { metadata: { company_id: company.id } },
    });
  });

  it("subscribing during the trial keeps the free months: the first payment is at the trial's end", async () => {
    const company = await newCompany(30);
    await subscribe(company);
    const row = await subscriptionOf(company.id);
    expect(row?.status).toBe("trialing");
    expect(Math.abs(row!.currentPeriodEnd!.getTime() - company.trialEndDate.getTime())).toBeLessThan(1000);
    const [updated] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(updated?.planType).toBe("Standard");
  });

  it("a duplicate event is a no-op", async () => {
    const company = await newCompany(-1);
    const { events } = await subscribe(company);
    const version = await versionOf(company.id);
    const again = await stripe.deliver(events[1]!);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ result: "duplicate" });
    expect(await versionOf(company.id)).toBe(version);
  });

  it("events out of order are harmless: the state is what Stripe has now", async () => {
    const company = await newCompany(-1);
    const { subscription } = await subscribe(company);
    const failed = stripe.failPayment(subscription.id);
    const paid = stripe.payInvoice(subscription.id);
    // The later "paid" arrives first, the earlier "failed" after it.
    for (const event of [...paid, ...failed]) expect((await stripe.deliver(event)).status).toBe(200);
    expect((await subscriptionOf(company.id))?.status).toBe("active");

    // And a read taken before the stored one never overwrites it.
    const stored = await subscriptionOf(company.id);
    const stale = await db.transaction((tx) =>
      syncSubscription(
        tx,
        { ...toSnapshot(stored!), status: "canceled", endedAt: new Date() },
        new Date(stored!.syncedAt!.getTime() - 1000),
      ),
    );
    expect(stale).toBe("stale");
    expect((await subscriptionOf(company.id))?.status).toBe("active");
  });

  it("a bad signature → 400, and nothing changes", async () => {
    const company = await newCompany(-1);
    const { subscription } = await subscribe(company);
    const forged = stripe.event("customer.subscription.deleted", { ...subscription, status: "canceled" });
    const answer = await stripe.deliver(forged, { secret: "whsec_wrong" });
    expect(answer.status).toBe(400);
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, forged.id))).toEqual([]);
    expect((await subscriptionOf(company.id))?.status).toBe("active");

    const unsigned = await fetch(`http://127.0.0.1:${appPort}/api/billing/webhook`, {
      method: "POST",
      body: JSON.stringify(forged),
    });
    expect(unsigned.status).toBe(400);
  });

  it("a correctly signed event dated in the future → 400, and nothing changes", async () => {
    const company = await newCompany(-1);
    const { subscription } = await subscribe(company);
    const later = stripe.event("customer.subscription.deleted", { ...subscription, status: "canceled" });
    const answer = await stripe.deliver(later, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    expect(answer.status).toBe(400);
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, later.id))).toEqual([]);
    expect((await subscriptionOf(company.id))?.status).toBe("active");
  });

  it("a body over 1 MB is refused while it streams", async () => {
    const answer = await fetch(`http://127.0.0.1:${appPort}/api/billing/webhook`, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=00" },
      body: "x".repeat(1024 * 1024 + 1),
    }).catch(() => null);
    // Either the 413 arrives or the connection is closed mid-upload; never a 200.
    if (answer) expect(answer.status).toBe(413);
  });

  it("payment failed → past_due, one e-mail per invoice however often Stripe retries", async () => {
    const company = await newCompany(-1);
    const { subscription } = await subscribe(company);
    const events = stripe.failPayment(subscription.id);
    for (const event of events) await stripe.deliver(event);
    expect((await subscriptionOf(company.id))?.status).toBe("past_due");
    // Stripe's retry of the same invoice is a new event about the same invoice.
    const retry = stripe.event("invoice.payment_failed", events[0]!.data.object);
    expect((await stripe.deliver(retry)).status).toBe(200);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `billing:payment-failed:${String(events[0]!.data.object.id)}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: company.companyEmail,
      subject: "Betalingen for din hjemmeside mislykkedes",
    });
    // The site stays online while Stripe retries.
    expect((await getSite(company.subdomain)).body).not.toContain(PAUSED);
  });

  it("trial expired → 14 days of grace → paused page with phone and e-mail → payment → online at once", async () => {
    const company = await newCompany(-1);
    expect((await getSite(company.subdomain)).body).not.toContain(PAUSED);

    // Time passes (no event): the very next request after the grace period shows the pause page.
    setBillingClock(new Date(company.trialEndDate.getTime() + 14 * DAY + 60_000));
    const paused = await getSite(company.subdomain);
    expect(paused.status).toBe(503);
    expect(paused.body).toContain(PAUSED);
    expect(paused.body).toContain("+45 12 34 56 78");
    expect(paused.body).toContain('href="tel:+4512345678"');
    expect(paused.body).toContain("kontakt@firma.example");
    // No price for the visitor (a word of its own: the random test firm name may hold the digits).
    expect(paused.body).not.toMatch(/\b249\b/);
    expect((await getSite(company.subdomain, "/om-os")).body).toContain(PAUSED);

    await subscribe(company);
    const online = await getSite(company.subdomain);
    expect(online.status).not.toBe(503);
    expect(online.body).not.toContain(PAUSED);
  });

  it("cancel at period end: stays active until Stripe ends it, then grace from that day; resume undoes it", async () => {
    const company = await newCompany(-40);
    const { subscription } = await subscribe(company);
    expect(await setCancelAtPeriodEnd(company.id, true)).toBe(true);
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect(await subscriptionOf(company.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await setCancelAtPeriodEnd(company.id, false);
    expect(await subscriptionOf(company.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    await setCancelAtPeriodEnd(company.id, true);

    const endedAt = new Date();
    for (const event of stripe.endSubscription(subscription.id, endedAt)) await stripe.deliver(event);
    const row = await subscriptionOf(company.id);
    expect(row?.status).toBe("canceled");
    expect(row?.endedAt?.getTime()).toBe(Math.floor(endedAt.getTime() / 1000) * 1000);
    const ended = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `billing:subscription-ended:${subscription.id}`));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.to).toBe(company.companyEmail);

    // Online through the grace period counted from the end, paused after it.
    expect((await getSite(company.subdomain)).body).not.toContain(PAUSED);
    setBillingClock(new Date(endedAt.getTime() + 14 * DAY + 60_000));
    expect((await getSite(company.subdomain)).body).toContain(PAUSED);
  });
});

describe("the billing job", () => {
  it("sends the 14- and 3-day trial reminders once each, and bumps the version when grace ends", async () => {
    const company = await newCompany(10);
    setBillingClock(new Date());
    await runBillingJob();
    await runBillingJob();
    expect(await mailsOf(company.id, "trial-14")).toHaveLength(1);
    expect(await mailsOf(company.id, "trial-3")).toHaveLength(0);
    // The subject says the days really left (issue 23: it said "om 14 dage" with 10 left).
    expect((await mailsOf(company.id, "trial-14"))[0]?.subject).toBe(
      "Din gratis prøveperiode slutter om 10 dage",
    );

    setBillingClock(new Date(company.trialEndDate.getTime() - 2 * DAY));
    await Promise.all([runBillingJob(), runBillingJob()]);
    await runBillingJob();
    expect(await mailsOf(company.id, "trial-3")).toHaveLength(1);
    expect((await mailsOf(company.id, "trial-3"))[0]?.subject).toBe(
      "Din gratis prøveperiode slutter om 2 dage",
    );
    expect(await mailsOf(company.id, "trial-14")).toHaveLength(1);

    const before = await versionOf(company.id);
    setBillingClock(new Date(company.trialEndDate.getTime() + 14 * DAY - 60_000));
    await runBillingJob();
    expect(await versionOf(company.id)).toBe(before);
    setBillingClock(new Date(company.trialEndDate.getTime() + 14 * DAY + 60_000));
    await runBillingJob();
    expect(await versionOf(company.id)).toBe(before + 1);
    await runBillingJob();
    expect(await versionOf(company.id)).toBe(before + 1);
  });
});

function toSnapshot(row: typeof subscriptions.$inferSelect) {
  return {
    id: row.subscriptionId!,
    customerId: row.customerId,
    companyId: row.companyId,
    status: row.status!,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    amount: row.amount,
    currency: row.currency,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
    endedAt: row.endedAt,
  };
}
