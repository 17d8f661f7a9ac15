import fs from "node:fs";
import path from "node:path";
import { request } from "@playwright/test";
import { startStripeTestServer } from "../../app/integrations/billing/stripe-test-server";
import { startOidcTestProvider } from "../../app/integrations/identity/oidc-test-provider";
import { startGatewayApiTestServer } from "../../app/integrations/sms/gatewayapi-test-server";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../app/server/seed/demo-companies";
import {
  E2E_PORT,
  INDEXNOW_DIR,
  INDEXNOW_TEST_PORT,
  MAILBOX_DIR,
  OIDC_TEST_CLIENT,
  OIDC_TEST_PORT,
  SAVED_LOGINS_DIR,
  SMS_DIR,
  SMS_TEST_PORT,
  SMS_TEST_TOKEN,
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
 * - issue 27: the GatewayAPI-compatible SMS server (each text written to SMS_DIR) and a real OpenID
 *   provider standing in for the MitID Erhverv broker (its login form takes any name; the first 8
 *   digits in it are the CVR claim);
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
  fs.rmSync(SMS_DIR, { recursive: true, force: true });
  fs.mkdirSync(SMS_DIR, { recursive: true });
  let smsCount = 0;
  const sms = await startGatewayApiTestServer(SMS_TEST_TOKEN, {
    port: SMS_TEST_PORT,
    onReceive: (message) =>
      fs.writeFileSync(path.join(SMS_DIR, `${Date.now()}-${smsCount++}.json`), JSON.stringify(message)),
  });
  const oidc = await startOidcTestProvider({
    clientId: OIDC_TEST_CLIENT.id,
    clientSecret: OIDC_TEST_CLIENT.secret,
    redirectUris: [`http://localhost:${E2E_PORT}/mitid/retur`],
    cvrClaim: "https://data.gov.dk/model/core/eid/professional/cvr",
    port: OIDC_TEST_PORT,
  });
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
    await sms.close();
    await oidc.close();
  };
}
