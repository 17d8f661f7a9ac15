import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verification } from "~/db/schema";

const LIFETIME_MS = 2 * 60 * 1000;

const keyFor = (token: string) => `handoff:${crypto.createHash("sha256").update(token).digest("hex")}`;

/**
 * Session cookies are host-only (docs/decisions/003). After onboarding on the main host, the new
 * owner must also be signed in on their subdomain: we park the session's Set-Cookie headers under a
 * random one-time token (stored hashed, two minutes) that the subdomain redeems for its own cookie.
 * The token is bound to the new site's host name: presented on any other host it does nothing.
 */
export async function createHandoff(setCookies: string[], siteHost: string, next?: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db()
    .insert(verification)
    .values({
      id: crypto.randomUUID(),
      identifier: keyFor(token),
      value: JSON.stringify({ host: siteHost.toLowerCase(), cookies: setCookies, ...(next ? { next } : {}) }),
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    });
  return token;
}

/**
 * Redeems a token once on the host it was made for: returns the Set-Cookie headers to send, or null
 * if unknown, used, expired or presented on another host.
 */
export async function redeemHandoff(token: string, host: string): Promise<string[] | null> {
  return (await redeemHandoffTarget(token, host))?.cookies ?? null;
}

/**
 * redeemHandoff, plus the path the hand-off was made for (a subdomain change goes back to the settings;
 * onboarding's has none and shows the new site).
 */
export async function redeemHandoffTarget(
  token: string,
  host: string,
): Promise<{ cookies: string[]; next: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const result = await db().execute<{ value: string }>(
    sql`delete from ${verification} where identifier = ${keyFor(token)} and expires_at > now()
        and (value::jsonb ->> 'host') = ${host.toLowerCase()} returning value`,
  );
  const value = result.rows[0]?.value;
  if (!value) return null;
  const { cookies, next } = JSON.parse(value) as { host: string; cookies: string[]; next?: string };
  // Host-only on the redeeming host: drop any Domain attribute the original may carry.
  return {
    cookies: cookies.map((cookie) => cookie.replace(/;\s*Domain=[^;]*/i, "")),
    // Only ever a path on the same host (we wrote it; checked anyway).
    next: next?.startsWith("/") && !next.startsWith("//") ? next : null,
  };
}
