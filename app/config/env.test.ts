import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

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
    expect(() => parseEnv({ CVR_PROVIDER: "magic" })).toThrow(EnvError);
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
});
