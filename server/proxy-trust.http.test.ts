import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDatabase } from "../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../tests/setup/http-app";
import { stubEnvs, unstubEnvs } from "../tests/setup/stub-env";

// Info items of the security probe: X-Forwarded-* was believed from any loopback client; HSTS lacked
// includeSubDomains on the product's own domain. Through the real HTTP app.

connectTestDatabase();

describe("X-Forwarded-* from a client that is not a configured proxy", () => {
  let app: TestHttpApp;
  beforeAll(async () => {
    // This app trusts one proxy address only; the test's requests come from loopback.
    stubEnvs({ TRUSTED_PROXIES: "192.0.2.10" });
    app = await startHttpApp();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    unstubEnvs();
  });

  it("is ignored: X-Forwarded-Proto https makes nothing HTTPS (no HSTS)", async () => {
    const answer = await app.request("localhost", "/faq", { headers: { "x-forwarded-proto": "https" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("from a configured proxy", () => {
  let app: TestHttpApp;
  beforeAll(async () => {
    app = await startHttpApp();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it("HSTS covers subdomains on the product's domain, not on an owner's own domain", async () => {
    const https = { "x-forwarded-proto": "https" };
    const main = await app.request("localhost", "/faq", { headers: https });
    expect(main.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const sub = await app.request("nogen.localhost", "/", { headers: https });
    expect(sub.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const own = await app.request("hansen-toemrer.dk", "/", { headers: https });
    expect(own.headers["strict-transport-security"]).toBe("max-age=31536000");
    const plain = await app.request("localhost", "/faq");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
