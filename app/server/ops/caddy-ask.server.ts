import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { classifyHost, normalizeHost } from "~/server/tenancy/classify-host";
import { findRenamedSubdomain } from "~/server/tenancy/find-renamed-subdomain.server";
import { findSiteByHost } from "~/server/tenancy/find-site-by-host.server";

/**
 * Caddy's on-demand TLS asks before it requests a certificate for a host it has not seen: yes for
 * the product's own hosts, for subdomains that belong to a site (a fallback for servers without the
 * DNS-challenge wildcard certificate) and for verified own domains with or without "www.". Anything
 * else is refused, so nobody can make us request certificates for names we do not serve (and use up
 * the certificate authority's rate limits). At most one indexed query.
 */
export async function mayIssueCertificate(rawDomain: string, rootDomain: string): Promise<boolean> {
  const domain = normalizeHost(rawDomain);
  if (!domain || domain !== rawDomain.trim().toLowerCase().replace(/\.$/, "")) return false;
  const zone = classifyHost(domain, rootDomain);
  switch (zone.kind) {
    case "main":
      return true;
    case "subdomain": {
      const [row] = await db()
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.subdomain, zone.subdomain))
        .limit(1);
      // A subdomain the company left still needs its certificate: it answers 301 over https (ADR 026).
      return row !== undefined || (await findRenamedSubdomain(zone.subdomain)) !== null;
    }
    case "custom":
      return (await findSiteByHost(zone)) !== null;
    default:
      return false;
  }
}
