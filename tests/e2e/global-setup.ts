import fs from "node:fs";
import path from "node:path";
import { request } from "@playwright/test";
import { startStripeTestServer } from "../../app/integrations/billing/stripe-test-server";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../app/server/seed/demo-companies";
import {
  E2E_PORT,
  INDEXNOW_DIR,
  INDEXNOW_TEST_PORT,
  MAILBOX_DIR,
  SAVED_LOGINS_DIR,
  SMTP_TEST_PORT,
  STRIPE_TEST_PORT,
  STRIPE_TEST_WEBHOOK_SECRET,
} from "../../playwright.config";
import { startIndexNowEndpoint } from "./indexnow-endpoint";
import { DEMO_OWNERS, savedLoginPath } from "./saved-logins";
import { startSmtpMailbox } from "./smtp-mailbox";

/**
 * Runs once per e2e run, after the app server is up (Playwright starts webServer first):
 * - the Stripe-compatible test server (STRIPE_API_BASE): its checkout page "pays" and posts signed
 *   events to the app's webhook;
 * - the SMTP server the app sends all its mail to (SMTP_URL), writing each message to MAILBOX_DIR;
 * - the IndexNow endpoint every publish notifies (INDEXNOW_URL), writing what it accepts to INDEXNOW_DIR;
 * - one login per demo owner through the login form's POST, saved as a storageState file, so tests
 *   that only need a signed-in owner skip the login screen (helpers.ts logIn). admin-login.spec.ts
 *   keeps the real login through the form.
 */
export default async function globalSetup() {
  const stripe = await startStripeTestServer({
    port: STRIPE_TEST_PORT,
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${E2E_PORT}/api/billing/webhook`,
  });
  const smtp = await startSmtpMailbox({ port: SMTP_TEST_PORT, dir: path.resolve(MAILBOX_DIR) });
  const indexNow = await startIndexNowEndpoint({ port: INDEXNOW_TEST_PORT, dir: path.resolve(INDEXNOW_DIR) });
  fs.rmSync(SAVED_LOGINS_DIR, { recursive: true, force: true });
  fs.mkdirSync(SAVED_LOGINS_DIR, { recursive: true });
  const origin = `http://localhost:${E2E_PORT}`;
  for (const n of DEMO_OWNERS) {
    const context = await request.newContext({ baseURL: origin });
    // A form post as the browser sends it (the server refuses cross-origin posts).
    const response = await context.post("/admin", {
      form: { email: demoOwnerEmail(n), password: DEMO_PASSWORD },
      headers: { origin },
      maxRedirects: 0,
    });
    if (response.status() !== 302 || !response.headers().location?.endsWith("/admin/dashboard")) {
      throw new Error(`the saved login of demo owner ${n} failed: ${response.status()}`);
    }
    await context.storageState({ path: savedLoginPath(n) });
    await context.dispose();
  }
  return async () => {
    await stripe.close();
    await smtp.close();
    await indexNow.close();
  };
}
