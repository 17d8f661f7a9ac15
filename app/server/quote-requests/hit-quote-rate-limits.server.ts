import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";

/** Per client address (across all sites) and per site, in a one-hour window shared by every instance. */
export const QUOTE_LIMITS = {
  perIp: { limit: 10, windowSeconds: 3600 },
  perSite: { limit: 100, windowSeconds: 3600 },
} as const;

export const quoteIpKey = (ip: string) => `quote:ip:${ip}`;
export const quoteSiteKey = (companyId: string) => `quote:site:${companyId}`;

/**
 * Counts one submission attempt; false when the address or the site is over its limit. The site is
 * only counted once the address is within its own limit, so one noisy client cannot use up a site's.
 */
export async function hitQuoteRateLimits(ip: string, companyId: string): Promise<boolean> {
  const { perIp, perSite } = QUOTE_LIMITS;
  if (!(await hitRateLimit(quoteIpKey(ip), perIp.limit, perIp.windowSeconds))) return false;
  return hitRateLimit(quoteSiteKey(companyId), perSite.limit, perSite.windowSeconds);
}
