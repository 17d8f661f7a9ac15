import { APIError } from "better-auth/api";
import { clearRateLimit, hitRateLimit, releaseRateLimitHit } from "~/server/rate-limit/hit-rate-limit.server";
import { auth } from "./auth.server";

// Failed logins allowed per 15 minutes: per e-mail (guessing one account) and per address (spraying).
const WINDOW_SECONDS = 15 * 60;
const PER_EMAIL = 8;
const PER_IP = 30;

export type SignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; error: "invalid" | "rate_limited" };

/**
 * Signs an owner in with e-mail and password; the caller forwards setCookies on its response.
 * Every attempt is counted (one atomic upsert per key) BEFORE the password is checked, so parallel
 * guesses cannot all slip past a read-only check: at most PER_EMAIL of them are ever evaluated.
 * A successful login clears the account's count and gives the address its attempt back.
 */
export async function signInOwner(input: {
  email: string;
  password: string;
  ip: string;
}): Promise<SignInResult> {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${input.ip}`;
  const [emailAllowed, ipAllowed] = [
    await hitRateLimit(emailKey, PER_EMAIL, WINDOW_SECONDS),
    await hitRateLimit(ipKey, PER_IP, WINDOW_SECONDS),
  ];
  if (!emailAllowed || !ipAllowed) return { ok: false, error: "rate_limited" };
  try {
    const response = await auth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      asResponse: true,
    });
    if (response.ok) {
      await clearRateLimit(emailKey);
      await releaseRateLimitHit(ipKey);
      return { ok: true, setCookies: response.headers.getSetCookie() };
    }
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
  }
  return { ok: false, error: "invalid" };
}
