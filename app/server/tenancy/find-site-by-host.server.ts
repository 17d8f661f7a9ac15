import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, subscriptions } from "~/db/schema";
import type { Zone } from "./classify-host";

/** What a request names a site by: its subdomain, its own domain, or (on the main host) its CVR number. */
export type SiteLookupKey =
  | Extract<Zone, { kind: "subdomain" }>
  | Extract<Zone, { kind: "custom" }>
  | { kind: "cvr"; cvr: string };

/**
 * A site as the HTTP layer needs it: whose it is, the version its cached pages are keyed by, and when
 * it goes on pause for non-payment (ms; null while paid for; app/server/billing/paused-site.server.ts).
 */
export type SiteRef = {
  companyId: string;
  version: number;
  pauseAt?: number | null;
  /** The verified own domain: the site's one address, every other host form answers 301 to it. */
  ownDomain?: string | null;
  /**
   * Issue 27: when a site whose owner never proved the CVR number goes on pause (14 days after it was
   * made, ms); null once verified. Unlike pauseAt it holds whatever the billing setting.
   */
  ownershipPauseAt?: number | null;
};

const ownDomain = sql<
  string | null
>`case when ${companies.customDomainVerifiedAt} is not null then ${companies.customDomain} end`;

// Mirrors sitePausesAt() in app/server/billing/billing-status.ts: 14 days after the trial or the
// subscription ended, none while Stripe's status is trialing, active or past_due.
const pauseAt = sql<
  string | null
>`case when ${subscriptions.status} in ('trialing', 'active', 'past_due') then null
  else floor(extract(epoch from greatest(${companies.trialEndDate}, coalesce(${subscriptions.endedAt}, ${companies.trialEndDate})) + interval '14 days') * 1000) end`;

const ownershipPauseAt = sql<
  string | null
>`case when ${companies.ownershipVerifiedAt} is null then floor(extract(epoch from ${companies.createdAt} + interval '14 days') * 1000) end`;

/**
 * The site a subdomain, verified own domain ("www." optional) or CVR number serves: one indexed query
 * (unique subdomain, partial unique index on verified domains, unique cvr). Uncached; the HTTP layer
 * caches it (app/server/sites/site-cache.server.ts).
 */
export async function findSiteByHost(key: SiteLookupKey): Promise<SiteRef | null> {
  const columns = {
    companyId: companies.id,
    version: companies.version,
    pauseAt,
    ownDomain,
    ownershipPauseAt,
  };
  let where: ReturnType<typeof eq> | undefined;
  if (key.kind === "subdomain") where = eq(companies.subdomain, key.subdomain);
  else if (key.kind === "cvr") where = eq(companies.cvr, key.cvr);
  else {
    const host = key.host.startsWith("www.") ? key.host.slice(4) : key.host;
    where = and(eq(companies.customDomain, host), isNotNull(companies.customDomainVerifiedAt));
  }
  const [row] = await db()
    .select(columns)
    .from(companies)
    .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    // A site taken over by the CVR's owner (issue 27) is kept offline for support: no host serves it.
    .where(and(where, ne(companies.status, "taken_over")))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    pauseAt: row.pauseAt === null ? null : Number(row.pauseAt),
    ownershipPauseAt: row.ownershipPauseAt === null ? null : Number(row.ownershipPauseAt),
  };
}
