import crypto from "node:crypto";
import { env } from "~/config/env.server";

/** Codes are kept only as an HMAC bound to the company and the number they were sent to. */
export function smsCodeHash(companyId: string, phone: string, code: string): string {
  return crypto
    .createHmac("sha256", env().AUTH_SECRET ?? "embedded-sms-code")
    .update(`sms-code:${companyId}:${phone}:${code}`)
    .digest("base64url");
}

export const SMS_CODE_MINUTES = 10;
export const SMS_CODE_TRIES = 5;
