import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { Zone } from "./classify-host";

/** The company whose site a subdomain or (verified) own-domain host serves: one indexed lookup. */
export async function findSiteByHost(zone: Zone): Promise<string | null> {
  if (zone.kind === "subdomain") {
    const [row] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.subdomain, zone.subdomain))
      .limit(1);
    return row?.id ?? null;
  }
  if (zone.kind === "custom") {
    const host = zone.host.startsWith("www.") ? zone.host.slice(4) : zone.host;
    const [row] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.customDomain, host), isNotNull(companies.customDomainVerifiedAt)))
      .limit(1);
    return row?.id ?? null;
  }
  return null;
}
