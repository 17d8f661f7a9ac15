import crypto from "node:crypto";
import { authSecret } from "~/server/auth/auth.server";

/** The opt-out page and one-click endpoint (app/routes/report/opt-out.tsx); `?token=` is the authority. */
export const REPORT_OPT_OUT_PATH = "/rapport/afmeld";

/** Names what the signature is for, so a token signed for anything else is never accepted here. */
const PURPOSE = "monthly-report-opt-out";

const sign = (companyId: string) =>
  crypto.createHmac("sha256", authSecret()).update(`${PURPOSE}:${companyId}`).digest("base64url");

/**
 * The token in the report mail's opt-out link: the company id and an HMAC (AUTH_SECRET) over it and
 * the purpose. It works without logging in and never expires: it can only switch the report on or off.
 */
export function mintReportOptOutToken(companyId: string): string {
  return `${companyId}.${sign(companyId)}`;
}

/** The company id of a token we signed for this purpose, or null (tampered, foreign, malformed). */
export function readReportOptOutToken(token: string | null | undefined): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
    token ?? "",
  );
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return match[1]!;
}
