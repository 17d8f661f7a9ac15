// Runs before every unit/integration test file (vitest setupFiles). The run's database makes this
// deployed mode (DATABASE_URL is set), so every setting a deployment must name is pinned here:
// tests never depend on the machine's environment, and a test that changes one uses vi.stubEnv.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { offlineProviders } from "../../app/config/providers";

const pinned: Record<string, string> = {
  PORT: "3000",
  ROOT_DOMAIN: "localhost",
  PUBLIC_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  DNS_A_RECORD: "203.0.113.10",
  ...offlineProviders(),
  // Real providers where tests use them: the scraper (against local test servers), the system resolver.
  SCRAPE_PROVIDER: "fetch",
  DNS_PROVIDER: "system",
  // A fixed VAPID pair for tests only (generated once with web-push's generateVAPIDKeys).
  PUSH_PROVIDER: "webpush",
  VAPID_PUBLIC_KEY: "BN9D11BIoceQ5Op5-0TsbypE1zJ5QcjQzICEfUSKQt1CBgDda0T61NdWg3nyjtYd7FZt-PrJNlLndfCIXo8lOiI",
  VAPID_PRIVATE_KEY: "kudm4rdNxuAITSHKhsJANrnuyyo7pFsfLqit3o-p_f0",
  VAPID_SUBJECT: "mailto:test@xn--hndvrkernet-x8aq.dk",
  // The tests' requests come from loopback and name the client in X-Forwarded-For, as Caddy would.
  TRUSTED_PROXIES: "loopback",
};
for (const [name, value] of Object.entries(pinned)) process.env[name] = value;
for (const name of [
  "SMTP_URL",
  "AI_API_KEY",
  "WEBSITE_SEARCH_KEY",
  "TRUST_PROXY",
  "LOG_REQUESTS",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]) {
  delete process.env[name];
}

// Published site files (docs/decisions/026) per test file: test files use the same subdomains in
// different databases, so a shared store would serve one file's site to another.

const siteFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-site-files-"));
process.env.SITE_FILES_DIR = siteFilesDir;
afterAll(() => fs.rmSync(siteFilesDir, { recursive: true, force: true }));
