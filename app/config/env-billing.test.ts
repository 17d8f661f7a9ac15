import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const DEPLOYED = { DATABASE_URL: "postgres://u:p@db.example:5432/hv", NODE_ENV: "development" } as const;

describe("billing settings", () => {
  it("embedded mode runs without Stripe keys", () => {
    expect(parseEnv({}).BILLING_PROVIDER).toBeUndefined();
  });

  it("deployed mode needs the Stripe keys or an explicit BILLING_PROVIDER=none", () => {
    expect(() => parseEnv({ ...DEPLOYED })).toThrow(/BILLING_PROVIDER: kræves med DATABASE_URL/);
    expect(parseEnv({ ...DEPLOYED, BILLING_PROVIDER: "none" }).BILLING_PROVIDER).toBe("none");
    expect(() => parseEnv({ ...DEPLOYED, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: kræves når BILLING_PROVIDER=stripe/,
    );
    expect(
      parseEnv({ ...DEPLOYED, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
        .STRIPE_SECRET_KEY,
    ).toBe("sk_live_x");
  });

  it("BILLING_PROVIDER=stripe without keys names both", () => {
    expect(() => parseEnv({ BILLING_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ BILLING_PROVIDER: "paypal" })).toThrow(/BILLING_PROVIDER/);
  });
});
