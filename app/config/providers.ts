// The provider table (one row per outside service) and how an environment names its providers.
// Its own file so env.server.ts stays small; env.server.ts re-exports what callers use.

/**
 * Every outside service, one row each: the variable naming its provider, the providers that exist
 * (the first is the offline stand-in), and the provider embedded mode uses when the variable is unset.
 * Each integration's index.server.ts switches over exactly these values and throws on anything else.
 * A new service is one more row.
 */
export const PROVIDERS = {
  CVR_PROVIDER: { service: "cvr", choices: ["offline", "cvrapi"], embedded: "offline" },
  WEBSITE_SEARCH_PROVIDER: { service: "websiteSearch", choices: ["offline", "api"], embedded: "offline" },
  SCRAPE_PROVIDER: { service: "scrape", choices: ["offline", "fetch"], embedded: "fetch" },
  AI_PROVIDER: { service: "ai", choices: ["offline", "openai"], embedded: "offline" },
  MAIL_PROVIDER: { service: "mail", choices: ["offline", "smtp"], embedded: "offline" },
  STORAGE_PROVIDER: { service: "storage", choices: ["local", "s3"], embedded: "local" },
  DNS_PROVIDER: { service: "dns", choices: ["offline", "system"], embedded: "system" },
  /** none: "Betaling er ikke sat op på denne server", nothing is charged or blocked. */
  BILLING_PROVIDER: { service: "billing", choices: ["none", "stripe"], embedded: "none" },
  /** Sikkerhedsstyrelsen's register of authorised companies (el, VVS, kloak, gas); offline = repo fixture. */
  AUTHORISATION_PROVIDER: { service: "authorisation", choices: ["offline", "register"], embedded: "offline" },
  /**
   * Web Push to the owner's devices (issue 25). none: the Notifikationer page says push is not set up;
   * webpush: VAPID keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, generated into DATA_DIR in embedded mode.
   */
  PUSH_PROVIDER: { service: "push", choices: ["none", "webpush"], embedded: "webpush" },
  /** Text messages (owner alerts, later ownership codes); none: SMS is not offered. gatewayapi: GatewayAPI's REST API. */
  SMS_PROVIDER: { service: "sms", choices: ["none", "gatewayapi"], embedded: "none" },
  /**
   * IndexNow (issue 26): none sends nothing; indexnow tells search engines which pages a publish changed
   * (INDEXNOW_URL, api.indexnow.org by default), each site serving its own key file.
   */
  INDEXNOW_PROVIDER: { service: "indexnow", choices: ["none", "indexnow"], embedded: "none" },
  /**
   * Issue 27: MitID Erhverv through an OpenID Connect broker, to prove a CVR number is the owner's.
   * none: the code by e-mail or SMS only; oidc: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
   */
  IDENTITY_PROVIDER: { service: "identity", choices: ["none", "oidc"], embedded: "none" },
} as const satisfies Record<string, { service: string; choices: readonly string[]; embedded: string }>;

export type ProviderTable = typeof PROVIDERS;
export type ProviderVariable = keyof ProviderTable;
export type Providers = { [K in ProviderVariable]: ProviderTable[K]["choices"][number] };

/**
 * Every provider variable named with its offline stand-in (each row's first choice): a deployment in
 * which nothing leaves the machine, for tests and benchmarks to start from.
 */
export function offlineProviders(): Record<ProviderVariable, string> {
  return Object.fromEntries(
    Object.entries(PROVIDERS).map(([variable, row]) => [variable, row.choices[0]]),
  ) as Record<ProviderVariable, string>;
}

export function readProviders(
  source: Record<string, string | undefined>,
  deployed: boolean,
  problems: string[],
): Providers {
  const chosen: Record<string, string> = {};
  for (const [variable, row] of Object.entries(PROVIDERS) as Array<
    [ProviderVariable, ProviderTable[ProviderVariable]]
  >) {
    const value = source[variable]?.trim().toLowerCase() || undefined;
    const choices: readonly string[] = row.choices;
    const list = choices.join(" eller ");
    if (value === undefined) {
      if (deployed) problems.push(`${variable}: kræves når DATABASE_URL er sat (${list})`);
      chosen[variable] = embeddedChoice(variable, row.embedded, source);
    } else if (!choices.includes(value)) {
      problems.push(`${variable}: ukendt udbyder "${value}" (${list})`);
    } else {
      chosen[variable] = value;
    }
  }
  return chosen as Providers;
}

/**
 * In embedded mode, a service whose credentials are given is used without naming its provider:
 * SMTP_URL alone means SMTP (rather than writing files silently), STRIPE_SECRET_KEY alone means Stripe.
 */
function embeddedChoice(
  variable: ProviderVariable,
  fallback: string,
  source: Record<string, string | undefined>,
): string {
  if (variable === "MAIL_PROVIDER" && source.SMTP_URL) return "smtp";
  if (variable === "BILLING_PROVIDER" && source.STRIPE_SECRET_KEY) return "stripe";
  return fallback;
}
