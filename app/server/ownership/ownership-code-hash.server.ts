import crypto from "node:crypto";
import { authSecret } from "~/server/auth/auth.server";

/** Codes are kept only as an HMAC bound to the company, the method and where the code went. */
export function ownershipCodeHash(
  companyId: string,
  method: string,
  destination: string,
  code: string,
): string {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`ownership-code:${companyId}:${method}:${destination}:${code}`)
    .digest("base64url");
}
