import { env, unknownProvider } from "~/config/env.server";
import { createNoBilling } from "./none.server";
import { createStripeBilling } from "./stripe.server";
import type { BillingProvider } from "./types";

let cached: BillingProvider | undefined;

/** BILLING_PROVIDER as read by the env module (embedded mode: stripe when STRIPE_SECRET_KEY is set). */
function billingProviderName(): "stripe" | "none" {
  return env().BILLING_PROVIDER;
}

export function billing(): BillingProvider {
  if (cached) return cached;
  const config = env();
  const name = billingProviderName();
  if (name === "stripe") {
    cached = createStripeBilling({
      secretKey: config.STRIPE_SECRET_KEY ?? "",
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? "",
      apiBase: config.STRIPE_API_BASE,
    });
  } else if (name === "none") {
    cached = createNoBilling();
  } else {
    throw unknownProvider("BILLING_PROVIDER", String(name));
  }
  return cached;
}

export function isBillingEnabled(): boolean {
  return billingProviderName() !== "none";
}

/** Tests switch provider settings between files' cases. */
export function resetBillingForTests(): void {
  cached = undefined;
}

/** Where our forms send the owner (hosted checkout and portal): allowed by the CSP's form-action. */
export function billingFormOrigins(): string[] {
  if (billingProviderName() !== "stripe") return [];
  const base = env().STRIPE_API_BASE;
  return base ? [new URL(base).origin] : ["https://checkout.stripe.com", "https://billing.stripe.com"];
}
