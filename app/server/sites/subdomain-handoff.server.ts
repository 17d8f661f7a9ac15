import { env } from "~/config/env.server";
import { createHandoff } from "~/server/onboarding/handoff.server";
import { subdomainUrl } from "./site-url.server";

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

/**
 * After a subdomain change the owner's session cookie is host-only on the old host (ADR 003), whose
 * /admin now answers 301 to the new one. The same session is parked as a one-time hand-off for the new
 * host (the onboarding mechanism), which brings the owner back to `next` there, still signed in.
 * Returns the hand-off URL, or the new host's /admin when the request carries no session cookie.
 */
export async function subdomainChangeHandoff(
  request: Request,
  subdomain: string,
  next: string,
): Promise<string> {
  const origin = subdomainUrl(subdomain);
  const secure = env().publicUrl.startsWith("https://");
  const sessionCookies = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    // better-auth's cookies (cookiePrefix "hv", "__Secure-" on https).
    .filter((part) => /^(__Secure-)?hv\.[\w.-]+=/.test(part))
    .map(
      (part) =>
        `${part}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${secure ? "; Secure" : ""}`,
    );
  if (sessionCookies.length === 0) return `${origin}/admin`;
  const token = await createHandoff(sessionCookies, new URL(origin).hostname, next);
  return `${origin}/admin/velkommen?token=${encodeURIComponent(token)}`;
}
