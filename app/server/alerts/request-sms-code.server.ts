import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sendSms, smsEnabled } from "~/integrations/sms/index.server";
import { SMS_MESSAGES } from "~/schemas/push-subscription";
import { normalizeDanishPhone } from "~/schemas/quote-request";
import { AppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { SMS_CODE_MINUTES, smsCodeHash } from "./sms-code.server";

/**
 * Step one of confirming the owner's mobile number: a six-digit code is texted to it (at most five per
 * company and hour), valid for 10 minutes. Nothing else is ever sent to a number before its code came
 * back (confirm-sms-code). Sent directly, not queued: the owner is waiting for it on the page.
 */
export async function requestSmsCode(companyId: string, phoneInput: string): Promise<string> {
  if (!smsEnabled()) throw new AppError("UNAVAILABLE", SMS_MESSAGES.notSetUp);
  const phone = normalizeDanishPhone(phoneInput);
  if (!phone) throw new AppError("VALIDATION", SMS_MESSAGES.phoneInvalid, "phone");
  if (!(await hitRateLimit(`sms-code:${companyId}`, 5, 3600)))
    throw new AppError("RATE_LIMITED", SMS_MESSAGES.tooManyCodes, "phone");
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await db().execute(sql`
    insert into sms_alert_settings (company_id, pending_phone, code_hash, code_expires_at, code_attempts)
    values (${companyId}, ${phone}, ${smsCodeHash(companyId, phone, code)},
      now() + make_interval(mins => ${SMS_CODE_MINUTES}), 0)
    on conflict (company_id) do update set pending_phone = excluded.pending_phone, code_hash = excluded.code_hash,
      code_expires_at = excluded.code_expires_at, code_attempts = 0, updated_at = now()`);
  try {
    await sendSms(phone, `Din kode til Håndværkernet er ${code}. Den gælder i ${SMS_CODE_MINUTES} minutter.`);
  } catch (error) {
    log("warn", "sms code could not be sent", {
      companyId,
      reason: error instanceof Error ? error.message : String(error),
    });
    throw new AppError("UNAVAILABLE", SMS_MESSAGES.sendFailed, "phone");
  }
  return phone;
}
