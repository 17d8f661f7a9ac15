import { db } from "~/db/client.server";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { consumeOwnershipCode } from "./consume-ownership-code.server";
import { markOwnershipVerified } from "./mark-ownership-verified.server";

/**
 * Step two: the code the signed-in owner typed. Right → the company is verified (noindex goes, the
 * site files are rendered again). Wrong → counted; five wrong tries or 15 minutes end the code.
 */
export async function confirmOwnershipCode(
  owner: { companyId: string; userId: string },
  codeInput: string,
): Promise<void> {
  const code = codeInput.replace(/\s/g, "");
  if (!code) throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeMissing, "code");
  const result = await db().transaction(async (tx) => {
    const consumed = await consumeOwnershipCode(tx, {
      companyId: owner.companyId,
      code,
      purpose: "verify",
      userId: owner.userId,
    });
    if (consumed.kind === "ok")
      await markOwnershipVerified(tx, {
        companyId: owner.companyId,
        cvr: consumed.cvr,
        method: consumed.method,
        userId: owner.userId,
      });
    return consumed.kind;
  });
  if (result === "expired") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeExpired, "code");
  if (result === "wrong") throw new AppError("VALIDATION", OWNERSHIP_MESSAGES.codeWrong, "code");
}
