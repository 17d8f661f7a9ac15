import crypto from "node:crypto";
import { env } from "~/config/env.server";
import { authSecret } from "~/server/auth/auth.server";
import { countRateLimitHit } from "~/server/rate-limit/hit-rate-limit.server";

/**
 * The minimum fill time of the quote form (docs/decisions/010-quote-form-fill-time.md). Customer pages
 * are cached and shared, so the start time cannot be baked into their HTML: a tiny image inside the
 * form (/api/tilbud/start) sets a signed start-time cookie when the browser shows the form, and the
 * form re-rendered after a refusal carries a fresh token in a hidden field.
 *
 * Issue 27: a token is bound to the one site whose form minted it (its company id is in the HMAC) and
 * is good for one stored request (its random part is spent in rate_limits, whose sweep forgets it).
 */
export const FILL_TIME_COOKIE = "hv_tilbud_start";
/** The minimum fill time: 3 s unless QUOTE_MIN_FILL_MS (tests only) says otherwise. */
export const minFillMs = (): number => env().QUOTE_MIN_FILL_MS;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^(\d{10,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const sign = (siteId: string, stamp: string, nonce: string) =>
  crypto
    .createHmac("sha256", authSecret())
    .update(`quote-fill-time:${siteId}:${stamp}:${nonce}`)
    .digest("base64url");

/** A token for the form of the site `siteId` (the company id), started at `now`. */
export function mintFillToken(siteId: string, now = Date.now()): string {
  const stamp = String(now);
  const nonce = crypto.randomBytes(12).toString("base64url");
  return `${stamp}.${nonce}.${sign(siteId, stamp, nonce)}`;
}

/** True when the token is ours, for this site, and was minted between the minimum fill time and a day ago. */
export function isFillTokenRipe(
  token: string | null | undefined,
  siteId: string,
  now = Date.now(),
  minimumMs = minFillMs(),
): boolean {
  const match = TOKEN.exec(token ?? "");
  if (!match) return false;
  const expected = Buffer.from(sign(siteId, match[1]!, match[2]!));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  const age = now - Number(match[1]);
  return age >= minimumMs && age <= MAX_AGE_MS;
}

/**
 * Uses a ripe token up: true the first time, false ever after (across instances: one conditional
 * upsert in PostgreSQL). Kept a little longer than a token lives, then swept with the rate limits.
 */
export async function spendFillToken(token: string): Promise<boolean> {
  const nonce = TOKEN.exec(token)?.[2];
  if (!nonce) return false;
  return (await countRateLimitHit(`quote-fill-token:${nonce}`, MAX_AGE_MS / 1000 + 3600)) === 1;
}

/** The fill-time token from a Cookie header, if any. */
export function fillTokenFromCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === FILL_TIME_COOKIE) return rest.join("=");
  }
  return null;
}
