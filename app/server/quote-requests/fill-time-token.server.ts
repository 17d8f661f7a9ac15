import crypto from "node:crypto";
import { env } from "~/config/env.server";
import { authSecret } from "~/server/auth/auth.server";

/**
 * The minimum fill time of the quote form (docs/decisions/010-quote-form-fill-time.md). Customer pages
 * are cached and shared, so the start time cannot be baked into their HTML: a tiny image inside the
 * form (/api/tilbud/start) sets a signed start-time cookie when the browser shows the form, and the
 * form re-rendered after a refusal carries the same token in a hidden field.
 */
export const FILL_TIME_COOKIE = "hv_tilbud_start";
/** The minimum fill time: 3 s unless QUOTE_MIN_FILL_MS (tests only) says otherwise. */
export const minFillMs = (): number => env().QUOTE_MIN_FILL_MS;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (stamp: string) =>
  crypto.createHmac("sha256", authSecret()).update(`quote-fill-time:${stamp}`).digest("base64url");

export function mintFillToken(now = Date.now()): string {
  const stamp = String(now);
  return `${stamp}.${sign(stamp)}`;
}

/** True when the token is ours and was minted between the minimum fill time and a day ago. */
export function isFillTokenRipe(
  token: string | null | undefined,
  now = Date.now(),
  minimumMs = minFillMs(),
): boolean {
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  const age = now - Number(match[1]);
  return age >= minimumMs && age <= MAX_AGE_MS;
}

/** The fill-time token from a Cookie header, if any. */
export function fillTokenFromCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === FILL_TIME_COOKIE) return rest.join("=");
  }
  return null;
}
