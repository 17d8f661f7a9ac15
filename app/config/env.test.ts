import { describe, expect, it } from "vitest";
import { activeProviders, type EnvError, PROVIDERS, parseEnv } from "./env.server";
import { offlineProviders } from "./providers";

/** What parseEnv reports for `source`, which it must refuse. */
function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as EnvError).problems;
  }
  return expect.unreachable();
}

describe("parseEnv", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.ROOT_DOMAIN).toBe("localhost");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CVR_PROVIDER).toBe("offline");
    expect(env.AI_PROVIDER).toBe("offline");
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.dataDir.endsWith("/data")).toBe(true);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the wrong variable", () => {
    expect(() => parseEnv({ PORT: "lots" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ROOT_DOMAIN: "håndværkernet.dk" })).toThrow(/ROOT_DOMAIN/);
    expect(() => parseEnv({ CVR_PROVIDER: "magic" })).toThrow(/CVR_PROVIDER/);
  });

  it("requires the key of a configured real service", () => {
    expect(() => parseEnv({ AI_PROVIDER: "openai" })).toThrow(/AI_API_KEY/);
    expect(parseEnv({ AI_PROVIDER: "openai", AI_API_KEY: "sk-test" }).AI_PROVIDER).toBe("openai");
  });

  it("parses booleans and derives the public URL", () => {
    const env = parseEnv({ SEED_DEMO: "false", ROOT_DOMAIN: "xn--hndvrkernet-x8aq.dk", PORT: "80" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.publicUrl).toBe("http://xn--hndvrkernet-x8aq.dk");
    expect(parseEnv({ PUBLIC_URL: "https://xn--hndvrkernet-x8aq.dk/" }).publicUrl).toBe(
      "https://xn--hndvrkernet-x8aq.dk",
    );
  });

  it("logs requests by default in production only", () => {
    expect(parseEnv({ NODE_ENV: "production" }).LOG_REQUESTS).toBe(true);
    expect(parseEnv({ NODE_ENV: "test" }).LOG_REQUESTS).toBe(false);
    expect(parseEnv({}).LOG_REQUESTS).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", LOG_REQUESTS: "off" }).LOG_REQUESTS).toBe(false);
    expect(parseEnv({ NODE_ENV: "test", LOG_REQUESTS: "true" }).LOG_REQUESTS).toBe(true);
    expect(() => parseEnv({ LOG_REQUESTS: "sometimes" })).toThrow(/LOG_REQUESTS/);
  });

  it("requires a bucket and keys for S3 storage", () => {
    expect(() => parseEnv({ STORAGE_PROVIDER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ STORAGE_PROVIDER: "s3", S3_BUCKET: "uploads" })).toThrow(/S3_ACCESS_KEY_ID/);
    const env = parseEnv({
      STORAGE_PROVIDER: "s3",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it("runs every service on its offline stand-in in embedded mode", () => {
    const env = parseEnv({});
    expect(env.deployed).toBe(false);
    expect(activeProviders(env)).toEqual({
      cvr: "offline",
      websiteSearch: "offline",
      scrape: "fetch",
      ai: "offline",
      mail: "offline",
      storage: "local",
      dns: "system",
      billing: "none",
      authorisation: "offline",
      push: "webpush",
      sms: "none",
      indexnow: "none",
      identity: "none",
    });
    expect(env.DNS_A_RECORD).toBe("203.0.113.10");
    // An SMTP_URL alone still means SMTP, never files on disk.
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_PROVIDER).toBe("smtp");
  });

  it("refuses an unknown provider, one line each", () => {
    const problems = problemsOf({ CVR_PROVIDER: "magic", MAIL_PROVIDER: "pigeon" });
    expect(problems).toEqual([
      'CVR_PROVIDER: ukendt udbyder "magic" (offline eller cvrapi)',
      'MAIL_PROVIDER: ukendt udbyder "pigeon" (offline eller smtp)',
    ]);
  });

  it("requires every provider and the deployment settings when DATABASE_URL is set", () => {
    const problems = problemsOf({ DATABASE_URL: "postgres://hv@127.0.0.1:5432/hv" });
    for (const variable of Object.keys(PROVIDERS)) {
      expect(problems).toContain(
        problems.find((line) => line.startsWith(`${variable}: kræves når DATABASE_URL er sat`)),
      );
      expect(problems.some((line) => line.startsWith(`${variable}:`))).toBe(true);
    }
    for (const variable of ["AUTH_SECRET", "PUBLIC_URL", "DNS_A_RECORD"]) {
      expect(problems.some((line) => line.startsWith(`${variable}: kræves`))).toBe(true);
    }
    expect(problems).toHaveLength(Object.keys(PROVIDERS).length + 3);
  });

  it("accepts a deployment that names everything, offline included", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://hv@127.0.0.1:5432/hv",
      AUTH_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://xn--hndvrkernet-x8aq.dk",
      DNS_A_RECORD: "192.0.2.44",
      ...offlineProviders(),
      CVR_PROVIDER: "cvrapi",
      SCRAPE_PROVIDER: "fetch",
      MAIL_PROVIDER: "smtp",
      SMTP_URL: "smtps://user:pass@smtp.example.dk:465",
      DNS_PROVIDER: "system",
      AUTHORISATION_PROVIDER: "register",
      AUTHORISATION_REGISTER_URL: "https://register.example.dk/autorisationer.csv",
      PUSH_PROVIDER: "webpush",
      VAPID_PUBLIC_KEY:
        "BN9D11BIoceQ5Op5-0TsbypE1zJ5QcjQzICEfUSKQt1CBgDda0T61NdWg3nyjtYd7FZt-PrJNlLndfCIXo8lOiI",
      VAPID_PRIVATE_KEY: "kudm4rdNxuAITSHKhsJANrnuyyo7pFsfLqit3o-p_f0",
    });
    expect(env.deployed).toBe(true);
    expect(env.DNS_A_RECORD).toBe("192.0.2.44");
    expect(env.MAIL_PROVIDER).toBe("smtp");
    expect(() => parseEnv({ DNS_A_RECORD: "my-server" })).toThrow(/DNS_A_RECORD/);
    expect(() => parseEnv({ MAIL_PROVIDER: "smtp" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ AUTHORISATION_PROVIDER: "register" })).toThrow(/AUTHORISATION_REGISTER_URL/);
    expect(() => parseEnv({ SMS_PROVIDER: "gatewayapi" })).toThrow(/GATEWAYAPI_TOKEN/);
    expect(() => parseEnv({ IDENTITY_PROVIDER: "oidc", OIDC_ISSUER: "https://broker.example" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID og OIDC_CLIENT_SECRET: kræves/,
    );
    // Embedded mode generates the VAPID pair; a deployment must name it (every instance the same).
    expect(() => parseEnv({ PUSH_PROVIDER: "webpush" })).not.toThrow();
    expect(() =>
      parseEnv({ DATABASE_URL: "postgres://hv@127.0.0.1:5432/hv", PUSH_PROVIDER: "webpush" }),
    ).toThrow(/VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY: kræves/);
  });

  it("reports every problem at once, in Danish", () => {
    // A short AUTH_SECRET used to stop the check before the missing SMTP_URL was noticed.
    const problems = problemsOf({
      AUTH_SECRET: "kort",
      MAIL_PROVIDER: "smtp",
      PORT: "70000",
      PUBLIC_URL: "ikke en adresse",
    });
    expect(problems.map((line) => line.split(":")[0]).sort()).toEqual([
      "AUTH_SECRET",
      "PORT",
      "PUBLIC_URL",
      "SMTP_URL",
    ]);
    expect(problems.find((line) => line.startsWith("AUTH_SECRET:"))).toMatch(/32/);
    // Danish wording from zod's Danish locale, never the English default.
    for (const line of problems) expect(line).not.toMatch(/\b(Invalid|Too small|Too big|expected)\b/);
  });

  it("names DATABASE_URL when it is not a connection string, with the deployment's other gaps", () => {
    const problems = problemsOf({ DATABASE_URL: "postgres hv@db" });
    expect(problems[0]).toMatch(/^DATABASE_URL: /);
    expect(problems.some((line) => line.startsWith("AUTH_SECRET: kræves"))).toBe(true);
  });

  it("reads the pool size per instance", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(20);
    expect(parseEnv({ DATABASE_POOL_SIZE: "8" }).DATABASE_POOL_SIZE).toBe(8);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
