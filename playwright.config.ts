import { defineConfig, devices } from "@playwright/test";
import { e2eLaunchOptions } from "./tests/chromium";

// End-to-end tests drive Debian's Chromium against a production build on a fresh embedded
// database (first start seeds the 10 demo companies). `npm run build` must have run.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The Stripe-compatible test server (tests/e2e/global-setup.ts): the next port. */
export const STRIPE_TEST_PORT = E2E_PORT + 1;
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_e2e_billing";
/** The SMTP server the e2e server sends its mail to (tests/e2e/smtp-mailbox.ts, global setup). */
export const SMTP_TEST_PORT = E2E_PORT + 2;
/** The local IndexNow endpoint (INDEXNOW_URL; global setup) and where it writes what it accepted. */
export const INDEXNOW_TEST_PORT = E2E_PORT + 3;
export const INDEXNOW_DIR = `test-results/${E2E_PORT}-indexnow`;
/** Where that SMTP server writes each message it receives, one file each. */
export const MAILBOX_DIR = `test-results/${E2E_PORT}-mailbox`;
/** Issue 27: the GatewayAPI-compatible SMS server and the OpenID provider ("MitID Erhverv") of the global setup. */
export const SMS_TEST_PORT = E2E_PORT + 5;
export const SMS_TEST_TOKEN = "gwapi-e2e-token";
/** Where the SMS server writes each text it receives, one JSON file each. */
export const SMS_DIR = `test-results/${E2E_PORT}-sms`;
export const OIDC_TEST_PORT = E2E_PORT + 4;
export const OIDC_TEST_CLIENT = { id: "haandvaerkernet-e2e", secret: "oidc-e2e-secret" };
/** The demo owners' saved logins (storageState files), written by the global setup. */
export const SAVED_LOGINS_DIR = `test-results/${E2E_PORT}-logins`;
/** The JSON report `.ci/run` reads the slowest tests from. */
export const JSON_REPORT = `test-results/${E2E_PORT}-report.json`;

const chromium = e2eLaunchOptions;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Per port, so parallel runs (one per engineer) never delete each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: false,
  // Three on this 2-core machine: a test waits on its page, server or database part of the time, and
  // two workers kept about 0.85 of the two cores busy. Same run, 2026-11-28: 2 workers 547 s, 3 workers
  // 452 s, 4 workers 456 s (docs/testing.md).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: JSON_REPORT }]],
  // Files slower than this are named at the end of the run (the ten slowest tests: .ci/run).
  reportSlowTests: { max: 10, threshold: 60_000 },
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    // A failed test keeps its trace (DOM snapshots of every step); recording the screencast as well
    // cost CPU in every passing test too (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    // HTTP-level checks (tests/e2e/*.http.spec.ts) use only the request fixture: no browser starts.
    { name: "http", testMatch: /\.http\.spec\.ts$/ },
    {
      name: "desktop",
      testIgnore: /\.http\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Only what depends on the device (phone layout, phone menu and bar, touch, narrow widths) runs
    // twice: such tests carry { tag: "@phone" }, at least one per feature (CONTRIBUTING.md).
    {
      name: "phone",
      grep: /@phone/,
      testIgnore: /\.http\.spec\.ts$/,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: `rm -rf .e2e-data-${E2E_PORT} && DATA_DIR=.e2e-data-${E2E_PORT} PORT=${E2E_PORT} NODE_ENV=production exec node_modules/.bin/node server/main.ts`,
    url: `http://localhost:${E2E_PORT}/admin`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // Billing runs against the local Stripe-compatible server and mail goes over SMTP to the local
    // mailbox, both started by the global setup. The quote form's minimum fill time (ADR 010) is off
    // (a valid start token is still required) so no browser test waits 3 s per form;
    // app/routes/site/quote.routes.test.ts proves the real 3 s minimum over HTTP.
    env: {
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_TEST_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_TEST_PORT}`,
      QUOTE_MIN_FILL_MS: "0",
      // Tests name their visitor in X-Forwarded-For (per-address limits), as Caddy would on loopback.
      TRUSTED_PROXIES: "loopback",
      // Push alerts go to the local push service a spec starts on loopback (notifications.spec.ts).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "true",
      // Every publish tells the local IndexNow endpoint (global setup) which pages changed (issue 26).
      INDEXNOW_PROVIDER: "indexnow",
      INDEXNOW_URL: `http://127.0.0.1:${INDEXNOW_TEST_PORT}/indexnow`,
      // Issue 27: ownership codes by SMS and MitID Erhverv against the global setup's local servers.
      SMS_PROVIDER: "gatewayapi",
      GATEWAYAPI_TOKEN: SMS_TEST_TOKEN,
      GATEWAYAPI_URL: `http://127.0.0.1:${SMS_TEST_PORT}/rest/mtsms`,
      IDENTITY_PROVIDER: "oidc",
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_TEST_PORT}`,
      OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
      OIDC_ALLOW_HTTP: "true",
    },
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
