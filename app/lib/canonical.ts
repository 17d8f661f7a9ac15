/**
 * Where search engines should index a customer site: its verified own domain if it has one, else
 * its subdomain address. Pages shown on the main host under /{cvr} point there too. Pure: the caller
 * passes the subdomain origin (siteUrl/subdomainUrl build it from PUBLIC_URL on the server).
 */

export type CanonicalSite = {
  customDomain: string | null;
  customDomainVerifiedAt: Date | string | null;
};

/** The origin (scheme://host, no trailing slash) every page of the site is canonical on. */
export function canonicalOrigin(site: CanonicalSite, subdomainOrigin: string): string {
  if (site.customDomain && site.customDomainVerifiedAt) return `https://${site.customDomain}`;
  return subdomainOrigin.replace(/\/+$/, "");
}

/** The canonical URL of a page: the origin with "/" for the homepage, "/{slug}" for a sub-page. */
export function canonicalUrl(origin: string, slug: string | null): string {
  return slug ? `${origin}/${encodeURIComponent(slug)}` : `${origin}/`;
}
