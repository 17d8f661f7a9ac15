import { addressKey } from "~/server/rate-limit/address-key";
import { countRateLimitHit, releaseRateLimitHit } from "~/server/rate-limit/hit-rate-limit.server";

/**
 * Accepted requests in a one-hour window shared by every instance (issue 23, F12). Only requests that
 * are about to be stored count: a typo, a refused photo or a too-fast send costs the visitor nothing.
 * perSender: per site and client address (an IPv6 /64 counts as one address).
 * perSite: beyond it the site keeps accepting first-time senders (their first request in the window),
 * stored without a notification mail; the owner sees them in the inbox. So nobody can close a
 * site's form for its real customers, nor flood the owner's mailbox.
 */
export const QUOTE_LIMITS = {
  perSender: { limit: 5, windowSeconds: 3600 },
  perSite: { limit: 100, windowSeconds: 3600 },
} as const;

export const quoteSenderKey = (companyId: string, ip: string) =>
  `quote:sender:${companyId}:${addressKey(ip)}`;
export const quoteSiteKey = (companyId: string) => `quote:site:${companyId}`;

export type QuoteAdmission =
  | {
      kind: "accepted";
      /** false: over the site's limit, a first-time sender's request is stored without a mail. */
      notify: boolean;
      /** Takes the counted hits back (the request could not be stored after all). */
      release: () => Promise<void>;
    }
  | { kind: "refused" };

/** Counts a valid request about to be stored against the limits, or refuses it (nothing counted then). */
export async function admitQuoteRequest(ip: string, companyId: string): Promise<QuoteAdmission> {
  const { perSender, perSite } = QUOTE_LIMITS;
  const senderKey = quoteSenderKey(companyId, ip);
  const siteKey = quoteSiteKey(companyId);
  const sent = await countRateLimitHit(senderKey, perSender.windowSeconds);
  if (sent > perSender.limit) {
    await releaseRateLimitHit(senderKey);
    return { kind: "refused" };
  }
  const onSite = await countRateLimitHit(siteKey, perSite.windowSeconds);
  if (onSite <= perSite.limit) {
    return {
      kind: "accepted",
      notify: true,
      release: async () => {
        await releaseRateLimitHit(senderKey);
        await releaseRateLimitHit(siteKey);
      },
    };
  }
  await releaseRateLimitHit(siteKey);
  if (sent === 1) return { kind: "accepted", notify: false, release: () => releaseRateLimitHit(senderKey) };
  await releaseRateLimitHit(senderKey);
  return { kind: "refused" };
}
