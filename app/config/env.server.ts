import { isIPv4 } from "node:net";
import path from "node:path";
import { z } from "zod";
import { da } from "zod/v4/locales";
import {
  PROVIDERS,
  type Providers,
  type ProviderTable,
  type ProviderVariable,
  readProviders,
} from "./providers.ts";

export { PROVIDERS, type ProviderVariable };

/**
 * The one place the process environment is read. Every variable is documented in .env.example.
 * Embedded mode (no DATABASE_URL) runs on offline stand-ins, so a fresh clone needs no configuration;
 * deployed mode (DATABASE_URL set) never falls back silently: every provider must be named.
 */

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z.url("skal være en fuld adresse, f.eks. https://xn--hndvrkernet-x8aq.dk").optional(),
);
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

/** Documentation address used only in embedded mode: deployed mode must name its real IPv4. */
const EMBEDDED_A_RECORD = "203.0.113.10";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "skal være et portnummer (0–65535)" })
    .int()
    .min(0, "skal være et portnummer (0–65535)")
    .max(65535, "skal være et portnummer (0–65535)")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  BUILD_DIR: z.string().default("build"),
  ROOT_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "skal være et domæne i punycode, f.eks. xn--hndvrkernet-x8aq.dk")
    .default("localhost"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error:
          "skal være en PostgreSQL-forbindelsesstreng, f.eks. postgres://bruger:kode@db.example.dk:5432/haandvaerkernet",
      })
      .optional(),
  ),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * Connections this instance may hold open to PostgreSQL (its pool, plus one LISTEN connection and one
   * per periodic job's advisory lock while it runs). The sum over all instances must fit
   * max_connections; the start refuses when this one cannot.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "skal være mindst 32 tegn (f.eks. openssl rand -hex 32)").optional(),
  ),
  SEED_DEMO: bool(true),
  /** Deprecated: true means TRUSTED_PROXIES=loopback (the app behind Caddy on the same machine). */
  TRUST_PROXY: bool(false),
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host are believed: comma-separated addresses or CIDR
   * ranges (or Express's names loopback, linklocal, uniquelocal). Empty (the embedded default): none,
   * the socket's address is the client and only TLS makes a request HTTPS.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:loopback|linklocal|uniquelocal|[0-9a-f:.]+(?:\/\d{1,3})?)$/i,
            "skal være adresser eller CIDR-områder adskilt af komma, f.eks. 127.0.0.1,::1",
          ),
      ),
    ),
  /** off: render every customer-site request (the benchmark's baseline). */
  SITE_CACHE: bool(true),
  /** off: every request goes through Express, also cached customer pages (for comparisons). */
  SITE_FAST_PATH: bool(true),
  /**
   * How long a stopping instance keeps serving with /readyz 503 before it closes its listener, so the
   * proxy's health check has moved traffic away. Default: 6000 in deployed mode (Caddy checks every
   * 5 s), 0 in embedded mode (Ctrl-C stops at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Prometheus metrics (GET /metrics) on this port of METRICS_HOST; 0 = off. Never a public port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /**
   * Where published customer pages are written and served from (docs/decisions/026). Default
   * DATA_DIR/site-files; with several instances, one directory they all share (docs/deploy.md).
   */
  SITE_FILES_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** off: no pages are written or served as files (the benchmark's "before"). */
  SITE_FILES: bool(true),
  /** One JSON line per request on stdout. Default: on in production, off otherwise. */
  LOG_REQUESTS: optionalBool,

  CVRAPI_URL: z.url().default("https://cvrapi.dk/api"),
  CVRAPI_USER_AGENT: z
    .string()
    .default("Haandvaerkernet - hjemmesider til haandvaerkere - support@xn--hndvrkernet-x8aq.dk"),
  CVRAPI_TOKEN: optionalString,

  WEBSITE_SEARCH_URL: z.url().default("https://www.googleapis.com/customsearch/v1"),
  WEBSITE_SEARCH_KEY: optionalString,
  WEBSITE_SEARCH_CX: optionalString,

  SCRAPE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SCRAPE_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),

  AI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default("gpt-4.1-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),

  /**
   * The quote form's minimum fill time (ADR 010). Only for tests: the e2e server lowers it so its
   * browser tests need not wait 3 s per form; the default is what protects a real site.
   */
  QUOTE_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Håndværkernet <noreply@xn--hndvrkernet-x8aq.dk>"),
  SUPPORT_EMAIL: z.string().default("support@xn--hndvrkernet-x8aq.dk"),

  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("eu-north-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addressing (endpoint/bucket/key): what MinIO, Garage, Ceph and s3rver expect. */
  S3_FORCE_PATH_STYLE: bool(true),

  /** The IPv4 address owners point their own domain's A record at. */
  DNS_A_RECORD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => isIPv4(value), "skal være en IPv4-adresse, f.eks. 192.0.2.10")
      .optional(),
  ),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Only for tests: a Stripe-compatible server, e.g. http://127.0.0.1:3141. Default: Stripe itself. */
  STRIPE_API_BASE: optionalUrl,

  /** The register file of authorised companies (AUTHORISATION_PROVIDER=register), downloaded daily. */
  AUTHORISATION_REGISTER_URL: optionalUrl,
  AUTHORISATION_REGISTER_MAX_BYTES: z.coerce.number().int().positive().default(20_000_000),

  /** VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); required for webpush when deployed. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our traffic (RFC 8292 "sub"): mailto: or https: URL. */
  /** GatewayAPI's send endpoint (tests: a local server speaking its wire format) and API token. */
  GATEWAYAPI_URL: z.url().default("https://gatewayapi.com/rest/mtsms"),
  GATEWAYAPI_TOKEN: optionalString,
  /** The sender shown on the phone: up to 11 letters/digits (GatewayAPI's limit). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, "højst 11 bogstaver (a-z) og cifre")
    .default("Haandvaerk"),
  /** Where IndexNow submissions go (INDEXNOW_PROVIDER=indexnow); tests: a local IndexNow endpoint. */
  INDEXNOW_URL: z.url().default("https://api.indexnow.org/indexnow"),
  /** Issue 27, IDENTITY_PROVIDER=oidc: the broker's issuer (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** The ID token claim carrying the MitID Erhverv CVR number (brokers name it differently). */
  OIDC_CVR_CLAIM: z.string().min(1).default("https://data.gov.dk/model/core/eid/professional/cvr"),
  /** Tests only: an issuer on plain http:// (the tests' local OpenID provider). */
  OIDC_ALLOW_HTTP: bool(false),
  /** Tests only: push endpoints on loopback over plain HTTP (the tests' local push service). */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: bool(false),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:)/, "skal starte med mailto: eller https:")
      .optional(),
  ),
});

type Parsed = z.infer<typeof schema>;

export type Env = Omit<Parsed, "LOG_REQUESTS" | "DNS_A_RECORD" | "SHUTDOWN_DRAIN_MS"> &
  Providers & {
    LOG_REQUESTS: boolean;
    SHUTDOWN_DRAIN_MS: number;
    DNS_A_RECORD: string;
    /** DATABASE_URL is set: a real deployment, where nothing falls back silently. */
    deployed: boolean;
    publicUrl: string;
    dataDir: string;
    /** TRUSTED_PROXIES, or ["loopback"] for the deprecated TRUST_PROXY=true. */
    trustedProxies: string[];
  };

/** A configuration the process must not start with; `problems` holds one line per wrong variable. */
export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Ugyldig konfiguration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
    this.problems = problems;
  }
}

/** The error an integration's switch throws for a provider it does not know. */
export function unknownProvider(variable: ProviderVariable, value: string): Error {
  return new Error(`${variable}: ukendt udbyder "${value}" (${PROVIDERS[variable].choices.join(", ")})`);
}

/**
 * Whether a service that can be switched off ("none") is on: PUSH, SMS, IndexNow, identity. Throws on
 * a provider the table does not know (a value set around parseEnv, e.g. by a test).
 */
export function serviceEnabled(
  variable: "PUSH_PROVIDER" | "SMS_PROVIDER" | "INDEXNOW_PROVIDER" | "IDENTITY_PROVIDER",
): boolean {
  const provider: string = env()[variable];
  const choices: readonly string[] = PROVIDERS[variable].choices;
  if (!choices.includes(provider)) throw unknownProvider(variable, provider);
  return provider !== "none";
}

/**
 * Parses an environment; throws EnvError naming every wrong or missing variable at once.
 * Embedded mode (no DATABASE_URL) fills in offline stand-ins; deployed mode requires every provider,
 * AUTH_SECRET, PUBLIC_URL and DNS_A_RECORD to be set explicitly.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Danish messages for the schema's own checks, for this parse only (forms give their own messages).
  const result = schema.safeParse(source, { error: danishMessages });
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const deployed = Boolean(source.DATABASE_URL);
  const providers = readProviders(source, deployed, problems);
  // Every problem at once: when the schema refused a value, the checks below still run on what was
  // given, so a short AUTH_SECRET does not hide a missing SMTP_URL.
  const env = result.success ? result.data : (presentValues(source) as unknown as Parsed);

  const need = (ok: unknown, line: string) => {
    if (!ok && !problems.some((problem) => problem.startsWith(`${line.split(":")[0]}:`))) problems.push(line);
  };
  if (deployed) {
    need(env.AUTH_SECRET, "AUTH_SECRET: kræves når DATABASE_URL er sat (mindst 32 tegn)");
    need(
      env.PUBLIC_URL,
      "PUBLIC_URL: kræves når DATABASE_URL er sat, f.eks. https://xn--hndvrkernet-x8aq.dk",
    );
    need(
      env.DNS_A_RECORD,
      "DNS_A_RECORD: kræves når DATABASE_URL er sat (serverens offentlige IPv4-adresse)",
    );
  }
  if (providers.AI_PROVIDER === "openai") need(env.AI_API_KEY, "AI_API_KEY: kræves når AI_PROVIDER=openai");
  if (providers.WEBSITE_SEARCH_PROVIDER === "api")
    need(env.WEBSITE_SEARCH_KEY, "WEBSITE_SEARCH_KEY: kræves når WEBSITE_SEARCH_PROVIDER=api");
  if (providers.MAIL_PROVIDER === "smtp") need(env.SMTP_URL, "SMTP_URL: kræves når MAIL_PROVIDER=smtp");
  if (providers.STORAGE_PROVIDER === "s3") {
    need(env.S3_BUCKET, "S3_BUCKET: kræves når STORAGE_PROVIDER=s3");
    need(
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY,
      "S3_ACCESS_KEY_ID og S3_SECRET_ACCESS_KEY: kræves når STORAGE_PROVIDER=s3",
    );
  }
  if (providers.BILLING_PROVIDER === "stripe") {
    need(env.STRIPE_SECRET_KEY, "STRIPE_SECRET_KEY: kræves når BILLING_PROVIDER=stripe");
    need(env.STRIPE_WEBHOOK_SECRET, "STRIPE_WEBHOOK_SECRET: kræves når BILLING_PROVIDER=stripe");
  }
  if (providers.AUTHORISATION_PROVIDER === "register")
    need(
      env.AUTHORISATION_REGISTER_URL,
      "AUTHORISATION_REGISTER_URL: kræves når AUTHORISATION_PROVIDER=register",
    );
  // Only when named: an unnamed provider already has its own line above.
  if (providers.PUSH_PROVIDER === "webpush" && deployed && source.PUSH_PROVIDER)
    need(
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY,
      "VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY: kræves når PUSH_PROVIDER=webpush og DATABASE_URL er sat (npx web-push generate-vapid-keys)",
    );
  if (providers.SMS_PROVIDER === "gatewayapi")
    need(env.GATEWAYAPI_TOKEN, "GATEWAYAPI_TOKEN: kræves når SMS_PROVIDER=gatewayapi");
  if (providers.IDENTITY_PROVIDER === "oidc")
    need(
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET,
      "OIDC_ISSUER, OIDC_CLIENT_ID og OIDC_CLIENT_SECRET: kræves når IDENTITY_PROVIDER=oidc",
    );
  if (problems.length > 0 || !result.success) throw new EnvError(problems);

  const defaultPublic = `http://${env.ROOT_DOMAIN}${env.PORT === 80 ? "" : `:${env.PORT}`}`;
  return {
    ...env,
    ...providers,
    deployed,
    DNS_A_RECORD: env.DNS_A_RECORD ?? EMBEDDED_A_RECORD,
    LOG_REQUESTS: env.LOG_REQUESTS ?? env.NODE_ENV === "production",
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (deployed ? 6000 : 0),
    trustedProxies: env.TRUST_PROXY && env.TRUSTED_PROXIES.length === 0 ? ["loopback"] : env.TRUSTED_PROXIES,
    publicUrl: (env.PUBLIC_URL ?? defaultPublic).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
  };
}

const danishMessages = da().localeError;

/** The variables that were given a non-empty value, as text (what the cross-checks look at). */
function presentValues(source: Record<string, string | undefined>): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (value?.trim()) present[key] = value;
  return present;
}

/** The start log's one line: which provider each service runs on. */
export function activeProviders(env: Env): Record<string, string> {
  const line: Record<string, string> = {};
  for (const [variable, row] of Object.entries(PROVIDERS) as Array<
    [ProviderVariable, ProviderTable[ProviderVariable]]
  >) {
    line[row.service] = env[variable];
  }
  return line;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * For the process entries (server start, seed): the whole configuration checked before anything
 * starts; a wrong or missing setting prints one Danish line per problem and exits with code 1.
 */
export function envOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const problem of error.problems) console.error(`Ugyldig konfiguration: ${problem}`);
    process.exit(1);
  }
}

/** Tests and the server's start-up use this to apply overrides before anything reads env(). */
export function resetEnvForTests(): void {
  cached = undefined;
}
