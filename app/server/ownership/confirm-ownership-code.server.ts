import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { OWNERSHIP_CODE_TRIES, OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { markOwnershipVerified } from "./mark-ownership-verified.server";
import { ownershipCodeHash } from "./ownership-code-hash.server";
import { recordOwnershipEvent } from "./record-ownership-event.server";

/**
 * Step two: the code the owner typed. Right → the company is verified (noindex goes, the site files
 * are rendered again). Wrong → counted under the row lock, so parallel guesses count too; five wrong
 * tries or 15 minutes end the code.
 */
export async function confirmOwnershipCode(
  owner: { companyId: string; userId: string },
  codeInput: string,
): Promise<void> {
  const code = codeInput.replace(/\s/g, "");
  if (!code) throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeMissing, "code");
  const result = await db().transaction(async (tx) => {
    const found = await tx.execute<{
      method: string;
      destination: string;
      hash: string;
      live: boolean;
      attempts: number;
      cvr: string;
    }>(sql`
      select c.method, c.destination, c.code_hash as hash, c.expires_at > now() as live, c.attempts, co.cvr
      from ownership_codes c join companies co on co.id = c.company_id
      where c.company_id = ${owner.companyId} for update of c`);
    const row = found.rows[0];
    if (!row?.live || row.attempts >= OWNERSHIP_CODE_TRIES) return "expired" as const;
    const expected = Buffer.from(row.hash);
    const given = Buffer.from(ownershipCodeHash(owner.companyId, row.method, row.destination, code));
    if (
      !/^\d{6}$/.test(code) ||
      expected.length !== given.length ||
      !crypto.timingSafeEqual(expected, given)
    ) {
      await tx.execute(
        sql`update ownership_codes set attempts = attempts + 1 where company_id = ${owner.companyId}`,
      );
      await recordOwnershipEvent(tx, {
        companyId: owner.companyId,
        cvr: row.cvr,
        event: "code-wrong",
        method: row.method === "sms" ? "sms" : "email",
        userId: owner.userId,
      });
      // The wrong try must count even though the answer is an error: commit, then refuse.
      return "wrong" as const;
    }
    await markOwnershipVerified(tx, {
      companyId: owner.companyId,
      cvr: row.cvr,
      method: row.method === "sms" ? "sms" : "email",
      userId: owner.userId,
    });
    return "ok" as const;
  });
  if (result === "expired") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeExpired, "code");
  if (result === "wrong") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeWrong, "code");
}
