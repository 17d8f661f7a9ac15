// Runs before every unit/integration test file (vitest setupFiles). The run's database makes this
// deployed mode (DATABASE_URL is set), so every setting a deployment must name is pinned here:
// tests never depend on the machine's environment, and a test that changes one uses vi.stubEnv.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { resetEnvForTests } from "../../app/config/env.server";
import { offlineProviders } from "../../app/config/providers";

// A worker runs file after file in one process (vitest.config.ts, isolate: false), and some files set
// process.env for themselves (a database of their own, a billing provider): each file starts from the
// environment the worker was started with, as it would in a process of its own.
const started = globalThis as typeof globalThis & { __hvWorkerEnv?: Record<string, string | undefined> };
started.__hvWorkerEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in started.__hvWorkerEnv)) delete process.env[name];
Object.assign(process.env, started.__hvWorkerEnv);
// The same for the site renderer an earlier file's HTTP app registered on globalThis: it must not
// publish this file's edits (what else the app keeps there is either per connection, like the auth,
// or shared by design between a test file and the app it loads, like the commit holds).
delete (globalThis as { __hvSiteRenderer?: unknown }).__hvSiteRenderer;

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
// The settings are read again for each file, from the values above.
resetEnvForTests();
afterAll(() => fs.rmSync(siteFilesDir, { recursive: true, force: true }));
