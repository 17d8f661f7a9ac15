import { startStripeTestServer } from "../../app/integrations/billing/stripe-test-server";
import { E2E_PORT, STRIPE_TEST_PORT, STRIPE_TEST_WEBHOOK_SECRET } from "../../playwright.config";

/**
 * Starts the Stripe-compatible test server the e2e app server talks to (playwright.config.ts sets
 * STRIPE_API_BASE): its checkout page "pays" and posts signed events to the app's webhook.
 */
export default async function globalSetup() {
  const stripe = await startStripeTestServer({
    port: STRIPE_TEST_PORT,
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${E2E_PORT}/api/billing/webhook`,
  });
  return async () => {
    await stripe.close();
  };
}
