// Runs before every unit/integration test file (vitest setupFiles). The run's database makes this
// deployed mode (DATABASE_URL is set), so every setting a deployment must name is pinned here:
// tests never depend on the machine's environment, and a test that changes one uses vi.stubEnv.
const pinned: Record<string, string> = {
  PORT: "3000",
  ROOT_DOMAIN: "localhost",
  PUBLIC_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  DNS_A_RECORD: "203.0.113.10",
  CVR_PROVIDER: "offline",
  WEBSITE_SEARCH_PROVIDER: "offline",
  SCRAPE_PROVIDER: "fetch",
  AI_PROVIDER: "offline",
  MAIL_PROVIDER: "offline",
  STORAGE_PROVIDER: "local",
  DNS_PROVIDER: "system",
  BILLING_PROVIDER: "none",
  AUTHORISATION_PROVIDER: "offline",
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
