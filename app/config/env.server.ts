import path from "node:path";
import { z } from "zod";

/**
 * The one place the process environment is read. Every variable is documented in .env.example.
 * Unset outside services fall back to the embedded/offline implementations, so a fresh clone runs
 * with no configuration at all.
 */

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z
    .preprocess(
      (value) => (value === undefined || value === "" ? fallback : String(value).toLowerCase()),
      z.union([z.boolean(), z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"])]),
    )
    .transform((value) => value === true || ["1", "true", "yes", "on"].includes(String(value)));
/** A switch whose default depends on other variables: undefined when unset. */
const optionalBool = z
  .preprocess(
    (value) => (value === undefined || value === "" ? undefined : String(value).toLowerCase()),
    z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"]).optional(),
  )
  .transform((value) => (value === undefined ? undefined : ["1", "true", "yes", "on"].includes(value)));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  ROOT_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "skal være et domæne i punycode, f.eks. xn--hndvrkernet-x8aq.dk")
    .default("localhost"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SEED_DEMO: bool(true),
  TRUST_PROXY: bool(false),
  /** off: render every customer-site request (the benchmark's baseline). */
  SITE_CACHE: bool(true),
  /** off: every request goes through Express, also cached customer pages (for comparisons). */
  SITE_FAST_PATH: bool(true),
  /** One JSON line per request on stdout. Default: on in production, off otherwise. */
  LOG_REQUESTS: optionalBool,

  CVR_PROVIDER: z.enum(["offline", "cvrapi"]).default("offline"),
  CVRAPI_URL: z.url().default("https://cvrapi.dk/api"),
  CVRAPI_USER_AGENT: z
    .string()
    .default("Haandvaerkernet - hjemmesider til haandvaerkere - support@xn--hndvrkernet-x8aq.dk"),
  CVRAPI_TOKEN: optionalString,

  WEBSITE_SEARCH_PROVIDER: z.enum(["offline", "api"]).default("offline"),
  WEBSITE_SEARCH_URL: z.url().default("https://www.googleapis.com/customsearch/v1"),
  WEBSITE_SEARCH_KEY: optionalString,
  WEBSITE_SEARCH_CX: optionalString,

  SCRAPE_ENABLED: bool(true),
  SCRAPE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SCRAPE_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),

  AI_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  AI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default("gpt-4.1-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Håndværkernet <noreply@xn--hndvrkernet-x8aq.dk>"),
  SUPPORT_EMAIL: z.string().default("support@xn--hndvrkernet-x8aq.dk"),

  STORAGE_PROVIDER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("eu-north-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  /** Path-style addressing (endpoint/bucket/key): what MinIO, Garage, Ceph and s3rver expect. */
  S3_FORCE_PATH_STYLE: bool(true),

  DNS_A_RECORD: z.string().default("203.0.113.10"),
});

export type Env = Omit<z.infer<typeof schema>, "LOG_REQUESTS"> & {
  LOG_REQUESTS: boolean;
  publicUrl: string;
  dataDir: string;
};

export class EnvError extends Error {}

/** Parses an environment; throws EnvError naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Ugyldig konfiguration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.AI_PROVIDER === "openai" && !env.AI_API_KEY)
    problems.push("  AI_API_KEY: kræves når AI_PROVIDER=openai");
  if (env.WEBSITE_SEARCH_PROVIDER === "api" && !env.WEBSITE_SEARCH_KEY)
    problems.push("  WEBSITE_SEARCH_KEY: kræves når WEBSITE_SEARCH_PROVIDER=api");
  if (env.STORAGE_PROVIDER === "s3" && !env.S3_BUCKET)
    problems.push("  S3_BUCKET: kræves når STORAGE_PROVIDER=s3");
  if (env.STORAGE_PROVIDER === "s3" && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY))
    problems.push("  S3_ACCESS_KEY_ID og S3_SECRET_ACCESS_KEY: kræves når STORAGE_PROVIDER=s3");
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET)
    problems.push("  AUTH_SECRET: kræves i produktion med DATABASE_URL (mindst 32 tegn)");
  if (problems.length > 0) throw new EnvError(`Ugyldig konfiguration:\n${problems.join("\n")}`);

  const defaultPublic = `http://${env.ROOT_DOMAIN}${env.PORT === 80 ? "" : `:${env.PORT}`}`;
  return {
    ...env,
    LOG_REQUESTS: env.LOG_REQUESTS ?? env.NODE_ENV === "production",
    publicUrl: (env.PUBLIC_URL ?? defaultPublic).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests and the server's start-up use this to apply overrides before anything reads env(). */
export function resetEnvForTests(): void {
  cached = undefined;
}
