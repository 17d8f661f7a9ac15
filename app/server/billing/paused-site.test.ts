import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { resetBillingForTests } from "~/integrations/billing/index.server";
import { isSitePaused } from "./paused-site.server";

function billingSettings(settings: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetBillingForTests();
}

afterEach(() =>
  billingSettings({
    BILLING_PROVIDER: "none",
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  }),
);

describe("isSitePaused", () => {
  it("never pauses a site when billing is not set up (BILLING_PROVIDER=none)", () => {
    billingSettings({ BILLING_PROVIDER: "none", STRIPE_SECRET_KEY: undefined });
    expect(isSitePaused({ pauseAt: Date.now() - 86_400_000 })).toBe(false);
  });

  it("pauses from the moment the grace period ends when billing is on", () => {
    billingSettings({
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(isSitePaused({ pauseAt: Date.now() - 1000 })).toBe(true);
    expect(isSitePaused({ pauseAt: Date.now() + 60_000 })).toBe(false);
    expect(isSitePaused({ pauseAt: null })).toBe(false);
  });
});
