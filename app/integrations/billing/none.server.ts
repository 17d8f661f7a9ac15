import { type BillingProvider, BillingUnavailableError } from "./types";

/** BILLING_PROVIDER=none: billing is not set up on this server; nothing is charged or blocked. */
export function createNoBilling(): BillingProvider {
  const refuse = async (): Promise<never> => {
    throw new BillingUnavailableError("Betaling er ikke sat op på denne server");
  };
  return {
    name: "none",
    createCustomer: refuse,
    createCheckout: refuse,
    createPortal: refuse,
    getSubscription: refuse,
    setCancelAtPeriodEnd: refuse,
    verifyWebhook: refuse,
  };
}
