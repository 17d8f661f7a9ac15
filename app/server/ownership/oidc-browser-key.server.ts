import crypto from "node:crypto";
import { authSecret } from "~/server/auth/auth.server";

/** The main-host cookie binding a MitID login to the browser that started it (Path=/mitid). */
export const OIDC_BROWSER_COOKIE = "hv_mitid";

export function newOidcBrowserKey(): string {
  return crypto.randomBytes(24).toString("base64url");
}

/** Stored instead of the key itself. */
export function oidcBrowserHash(key: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`mitid-browser:${key}`).digest("base64url");
}

export function oidcBrowserKeyFromCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === OIDC_BROWSER_COOKIE) return rest.join("=") || null;
  }
  return null;
}
