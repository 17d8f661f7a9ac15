import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { SMS_MESSAGES } from "~/schemas/push-subscription";
import { AppError } from "~/server/errors";
import { SMS_CODE_TRIES, smsCodeHash } from "./sms-code.server";

/**
 * Step two: the code the owner typed. Right → the pending number becomes the alert number. Wrong →
 * counted (five tries per code, under the row lock so parallel guesses count too); expired or used up →
 * a new code is needed. Returns the confirmed number.
 */
export async function confirmSmsCode(companyId: string, codeInput: string): Promise<string> {
  const code = codeInput.replace(/\s/g, "");
  return db()
    .transaction(async (tx) => {
      const found = await tx.execute<{
        pending: string | null;
        hash: string | null;
        live: boolean;
        attempts: number;
      }>(sql`
      select pending_phone as pending, code_hash as hash, code_expires_at > now() as live, code_attempts as attempts
      from sms_alert_settings where company_id = ${companyId} for update`);
      const row = found.rows[0];
      if (!row?.pending || !row.hash || !row.live || row.attempts >= SMS_CODE_TRIES)
        throw new AppError("VALIDATION", SMS_MESSAGES.codeExpired, "code");
      const expected = Buffer.from(row.hash);
      const given = Buffer.from(smsCodeHash(companyId, row.pending, code));
      if (
        !/^\d{6}$/.test(code) ||
        expected.length !== given.length ||
        !crypto.timingSafeEqual(expected, given)
      ) {
        await tx.execute(
          sql`update sms_alert_settings set code_attempts = code_attempts + 1 where company_id = ${companyId}`,
        );
        // The wrong try must count even though the answer is an error: commit, then refuse.
        return { wrong: true as const };
      }
      await tx.execute(sql`
      update sms_alert_settings set phone = pending_phone, pending_phone = null, code_hash = null,
        code_expires_at = null, code_attempts = 0, mode = case when mode = 'off' then 'always' else mode end,
        updated_at = now()
      where company_id = ${companyId}`);
      return { phone: row.pending };
    })
    .then((result) => {
      if ("wrong" in result) throw new AppError("VALIDATION", SMS_MESSAGES.codeWrong, "code");
      return result.phone;
    });
}
