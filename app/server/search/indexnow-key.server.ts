import crypto from "node:crypto";
import { authSecret } from "~/server/auth/auth.server";

/** Where every site serves its IndexNow key (the submission's keyLocation; one fixed path per host). */
export const INDEXNOW_KEY_PATH = "/indexnow-key.txt";

/**
 * A site's IndexNow key: 32 hex characters of an HMAC (AUTH_SECRET) over the company id. Derived, not
 * stored: every instance serves and sends the same key, and nobody can guess another site's key.
 * The key only proves to search engines that a submission comes from whoever runs the host.
 */
export function indexNowKey(companyId: string): string {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`indexnow-key:${companyId}`)
    .digest("hex")
    .slice(0, 32);
}
