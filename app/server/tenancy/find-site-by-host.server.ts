import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { Zone } from "./classify-host";

/** What a request names a site by: its subdomain, its own domain, or (on the main host) its CVR number. */
export type SiteLookupKey =
  | Extract<Zone, { kind: "subdomain" }>
  | Extract<Zone, { kind: "custom" }>
  | { kind: "cvr"; cvr: string };

/** A site as the HTTP layer needs it: whose it is, and the version its cached pages are keyed by. */
export type SiteRef = { companyId: string; version: number };

/**
 * The site a subdomain, verified own domain ("www." optional) or CVR number serves: one indexed query
 * (unique subdomain, partial unique index on verified domains, unique cvr). Uncached; the HTTP layer
 * caches it (app/server/sites/site-cache.server.ts).
 */
export async function findSiteByHost(key: SiteLookupKey): Promise<SiteRef | null> {
  const columns = { companyId: companies.id, version: companies.version };
  let where: ReturnType<typeof eq> | undefined;
  if (key.kind === "subdomain") where = eq(companies.subdomain, key.subdomain);
  else if (key.kind === "cvr") where = eq(companies.cvr, key.cvr);
  else {
    const host = key.host.startsWith("www.") ? key.host.slice(4) : key.host;
    where = and(eq(companies.customDomain, host), isNotNull(companies.customDomainVerifiedAt));
  }
  const [row] = await db().select(columns).from(companies).where(where).limit(1);
  return row ?? null;
}
