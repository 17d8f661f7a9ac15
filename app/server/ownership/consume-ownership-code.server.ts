import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { OWNERSHIP_CODE_TRIES } from "~/schemas/ownership";
import { ownershipCodeHash } from "./ownership-code-hash.server";
import { recordOwnershipEvent } from "./record-ownership-event.server";

export type ConsumedCode =
  | { kind: "ok"; method: "email" | "sms"; cvr: string; destination: string }
  | { kind: "wrong" }
  | { kind: "expired" };

/**
 * Checks a typed code against the company's pending code for `purpose`, under the row lock (parallel
 * guesses count too). Wrong: counted and audited (the caller commits, then refuses). Right: the code is
 * deleted (single use). Five wrong tries or its 15 minutes end a code.
 */
export async function consumeOwnershipCode(
  tx: DbOrTx,
  input: { companyId: string; code: string; purpose: "verify" | "takeover"; userId: string | null },
): Promise<ConsumedCode> {
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
    where c.company_id = ${input.companyId} and c.purpose = ${input.purpose} for update of c`);
  const row = found.rows[0];
  if (!row?.live || row.attempts >= OWNERSHIP_CODE_TRIES) return { kind: "expired" };
  const method = row.method === "sms" ? "sms" : "email";
  const expected = Buffer.from(row.hash);
  const given = Buffer.from(ownershipCodeHash(input.companyId, row.method, row.destination, input.code));
  if (
    !/^\d{6}$/.test(input.code) ||
    expected.length !== given.length ||
    !crypto.timingSafeEqual(expected, given)
  ) {
    await tx.execute(
      sql`update ownership_codes set attempts = attempts + 1 where company_id = ${input.companyId}`,
    );
    await recordOwnershipEvent(tx, {
      companyId: input.companyId,
      cvr: row.cvr,
      event: "code-wrong",
      method,
      userId: input.userId,
      detail: { purpose: input.purpose },
    });
    return { kind: "wrong" };
  }
  await tx.execute(sql`delete from ownership_codes where company_id = ${input.companyId}`);
  return { kind: "ok", method, cvr: row.cvr, destination: row.destination };
}
