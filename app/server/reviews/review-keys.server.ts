import crypto from "node:crypto";
import { authSecret } from "~/server/auth/auth.server";

/** The opt-out page of review requests (app/routes/review/opt-out.tsx); `?token=` is the authority. */
export const REVIEW_OPT_OUT_PATH = "/anmeldelse/afmeld";

const hmac = (text: string) => crypto.createHmac("sha256", authSecret()).update(text).digest("base64url");

/**
 * A customer address as the review rules store it: an HMAC of the trimmed, lower-cased address, so
 * "never twice within 6 months" and "never after an opt-out" hold without keeping the address.
 */
export function reviewEmailKey(email: string): string {
  return hmac(`review-email:${email.trim().toLowerCase()}`);
}

/** The opt-out link's token: the review request's id and an HMAC over it and the purpose. Never expires. */
export function mintReviewOptOutToken(reviewRequestId: string): string {
  return `${reviewRequestId}.${hmac(`review-opt-out:${reviewRequestId}`)}`;
}

/** The review request id of a token we signed for this purpose, or null (tampered, foreign, malformed). */
export function readReviewOptOutToken(token: string | null | undefined): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
    token ?? "",
  );
  if (!match) return null;
  const expected = Buffer.from(hmac(`review-opt-out:${match[1]}`));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return match[1]!;
}
