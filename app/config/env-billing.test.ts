import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { offlineProviders } from "./providers";

/** A deployment that names everything except billing. */
const DEPLOYED = {
  DATABASE_URL: "postgres://u:p@db.example:5432/hv",
  NODE_ENV: "development",
  AUTH_SECRET: "x".repeat(40),
  PUBLIC_URL: "https://xn--hndvrkernet-x8aq.dk",
  DNS_A_RECORD: "192.0.2.10",
  ...offlineProviders(),
  BILLING_PROVIDER: undefined,
};

describe("billing settings", () => {
  it("embedded mode runs without Stripe keys, and uses Stripe when its keys are given", () => {
    expect(parseEnv({}).BILLING_PROVIDER).toBe("none");
    expect(
      parseEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).BILLING_PROVIDER,
    ).toBe("stripe");
  });

  it("deployed mode needs the Stripe keys or an explicit BILLING_PROVIDER=none", () => {
    expect(() => parseEnv({ ...DEPLOYED })).toThrow(/BILLING_PROVIDER: kræves når DATABASE_URL er sat/);
    expect(parseEnv({ ...DEPLOYED, BILLING_PROVIDER: "none" }).BILLING_PROVIDER).toBe("none");
    expect(() =>
      parseEnv({ ...DEPLOYED, BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_x" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: kræves når BILLING_PROVIDER=stripe/);
    // Keys alone do not name the provider in a deployment: nothing is chosen silently.
    expect(() =>
      parseEnv({ ...DEPLOYED, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
    ).toThrow(/BILLING_PROVIDER: kræves/);
    expect(
      parseEnv({
        ...DEPLOYED,
        BILLING_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }).BILLING_PROVIDER,
    ).toBe("stripe");
  });

  it("BILLING_PROVIDER=stripe without keys names both", () => {
    expect(() => parseEnv({ BILLING_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ BILLING_PROVIDER: "paypal" })).toThrow(/BILLING_PROVIDER/);
  });
});
