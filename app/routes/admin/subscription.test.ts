import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { companies } from "~/db/schema";
import { resetBillingForTests } from "~/integrations/billing/index.server";
import { type StripeTestServer, startStripeTestServer } from "~/integrations/billing/stripe-test-server";
import { insertTestCompany } from "~/server/settings/test-company.test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { signUpWithSession } from "../../../tests/setup/owner-session";
import { loader as layoutLoader } from "./layout";
import { action, loader } from "./subscription";

// Ownership: checkout and portal always act for the signed-in owner's own company, against a local
// Stripe-compatible server; a failing Stripe gives a Danish message, not a 500.

const db = connectTestDatabase();
let stripe: StripeTestServer;

function useStripe(base: string) {
  Object.assign(process.env, {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_routes",
    STRIPE_WEBHOOK_SECRET: "whsec_routes",
    STRIPE_API_BASE: base,
  });
  resetEnvForTests();
  resetBillingForTests();
}

beforeAll(async () => {
  stripe = await startStripeTestServer({ webhookSecret: "whsec_routes" });
  useStripe(stripe.url);
});
afterAll(() => stripe.close());

async function owner() {
  const email = `abonnement-${crypto.randomBytes(5).toString("hex")}@test.example`;
  const cookie = await signUpWithSession(email);
  const company = await insertTestCompany(db, { companyEmail: email });
  return { company, cookie };
}

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

function post(intent: string, cookie?: string) {
  const body = new FormData();
  body.set("intent", intent);
  return new Request("http://localhost:3000/admin/subscription", {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

async function outcome(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    if (value instanceof Response) return value;
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return Response.json(data, init ?? {});
  } catch (thrown) {
    return thrown as Response;
  }
}

describe("/admin/subscription ownership", () => {
  it("sends anonymous visitors to the login and creates nothing at Stripe", async () => {
    const before = stripe.customers.size;
    const answer = await outcome(action(args(post("checkout"))));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin");
    expect(
      (await outcome(loader(args(new Request("http://localhost:3000/admin/subscription"))))).status,
    ).toBe(302);
    expect(stripe.customers.size).toBe(before);
  });

  it("starts the checkout for the signed-in owner's own company only", async () => {
    const a = await owner();
    const b = await owner();
    const answer = await outcome(action(args(post("checkout", a.cookie))));
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location") ?? "";
    expect(location.startsWith(`${stripe.url}/checkout/`)).toBe(true);
    const session = stripe.sessions.get(location.split("/").pop()!);
    expect(session?.client_reference_id).toBe(a.company.id);
    expect(stripe.customers.get(String(session?.customer))?.metadata).toEqual({ company_id: a.company.id });

    // B has no customer: the portal is not opened for anyone else's.
    const portal = await outcome(action(args(post("portal", b.cookie))));
    expect(portal.headers.get("Location")).toBe("/admin/subscription");
    const own = await outcome(action(args(post("portal", a.cookie))));
    expect(own.headers.get("Location")?.startsWith(`${stripe.url}/portal/`)).toBe(true);
    const portalRequest = stripe.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1);
    expect(portalRequest?.body.customer).toBe(session?.customer);
  });

  it("a second checkout reuses the company's one Stripe customer", async () => {
    const a = await owner();
    await outcome(action(args(post("checkout", a.cookie))));
    await outcome(action(args(post("checkout", a.cookie))));
    const mine = [...stripe.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).company_id === a.company.id,
    );
    expect(mine).toHaveLength(1);
  });

  it("Stripe unreachable: a Danish message and 503, not a 500", async () => {
    const a = await owner();
    useStripe("http://127.0.0.1:9");
    try {
      const answer = await outcome(action(args(post("checkout", a.cookie))));
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({
        ok: false,
        message: "Betalingssiden kunne ikke åbnes lige nu. Prøv igen om lidt – intet er ændret.",
        fieldErrors: {},
      });
    } finally {
      useStripe(stripe.url);
    }
  });

  it("without billing set up: 'Betaling er ikke sat op', no redirect to Stripe, nothing blocked", async () => {
    const a = await owner();
    await db
      .update(companies)
      .set({ trialEndDate: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(companies.id, a.company.id));
    Object.assign(process.env, { BILLING_PROVIDER: "none" });
    resetEnvForTests();
    resetBillingForTests();
    try {
      const request = () =>
        new Request("http://localhost:3000/admin/subscription", { headers: { cookie: a.cookie } });
      const data = (await loader(args(request()))) as { view: { state: string } };
      expect(data.view.state).toBe("not_configured");
      // The admin layout does not send an owner with an old trial to the subscribe page.
      const layout = await layoutLoader(
        args(new Request("http://localhost:3000/admin/dashboard", { headers: { cookie: a.cookie } })),
      );
      expect(layout).toMatchObject({ billingEnabled: false, paymentFailed: false });
      const answer = await outcome(action(args(post("checkout", a.cookie))));
      expect(answer.status).toBe(503);
    } finally {
      useStripe(stripe.url);
    }
  });

  it("shows the real state: plan price with and without moms", async () => {
    const a = await owner();
    const data = (await loader(
      args(new Request("http://localhost:3000/admin/subscription", { headers: { cookie: a.cookie } })),
    )) as { view: { state: string }; price: { withVat: string; withoutVat: string } };
    expect(data.view.state).toBe("trial");
    expect(data.price).toEqual({ withVat: "249 kr.", withoutVat: "199,20 kr." });
  });
});
