import { classifyHost, normalizeHost } from "~/server/tenancy/classify-host";
import { findSiteByHost } from "~/server/tenancy/find-site-by-host.server";

/**
 * Caddy's on-demand TLS asks before it requests a certificate for a host it has not seen: yes only
 * for verified own domains, with or without "www.". The product's hosts and every subdomain are
 * covered by the one wildcard certificate obtained by DNS-01 (docs/decisions/027), so a name under
 * ROOT_DOMAIN never needs one on demand; refusing them keeps a flood of made-up subdomains from using
 * up the certificate authority's rate limits. Anything else is refused too. At most one indexed query.
 */
export async function mayIssueCertificate(rawDomain: string, rootDomain: string): Promise<boolean> {
  const domain = normalizeHost(rawDomain);
  if (!domain || domain !== rawDomain.trim().toLowerCase().replace(/\.$/, "")) return false;
  const zone = classifyHost(domain, rootDomain);
  return zone.kind === "custom" && (await findSiteByHost(zone)) !== null;
}
