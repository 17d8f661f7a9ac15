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

/**
 * Every site subdomain as a CSP source (e.g. `https://*.haandvaerkernet.dk`): onboarding without
 * JavaScript answers its last form post with 303 to the new site's host, and the CSP's form-action
 * also governs where a form post may be redirected.
 */
export function subdomainSource(): string {
  const url = new URL(env().publicUrl);
  return `${url.protocol}//*.${url.host}`;
}
