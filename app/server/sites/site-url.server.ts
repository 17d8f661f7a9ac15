import { env } from "~/config/env.server";

type SiteAddress = { subdomain: string; customDomain: string | null; customDomainVerifiedAt: Date | null };

/** The subdomain address of a site: PUBLIC_URL with the subdomain in front of its host. */
export function subdomainUrl(subdomain: string): string {
  const url = new URL(env().publicUrl);
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.origin;
}

/** Where a site lives: its verified own domain if any, else its subdomain (the canonical address). */
export function siteUrl(site: SiteAddress): string {
  if (site.customDomain && site.customDomainVerifiedAt) return `https://${site.customDomain}`;
  return subdomainUrl(site.subdomain);
}
