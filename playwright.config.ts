import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

// End-to-end tests drive Debian's Chromium against a production build on a fresh embedded
// database (first start seeds the 10 demo companies). `npm run build` must have run.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The Stripe-compatible test server (tests/e2e/global-setup.ts): the next port. */
export const STRIPE_TEST_PORT = E2E_PORT + 1;
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_e2e_billing";

const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Per port, so parallel runs (one per engineer) never delete each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf .e2e-data-${E2E_PORT} && DATA_DIR=.e2e-data-${E2E_PORT} PORT=${E2E_PORT} NODE_ENV=production exec node_modules/.bin/node server/main.ts`,
    url: `http://localhost:${E2E_PORT}/admin`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // Billing runs against the local Stripe-compatible server started by the global setup.
    env: {
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_TEST_PORT}`,
      // Push alerts go to the local push service a spec starts on loopback (notifications.spec.ts).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "true",
    },
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
