import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, ownershipCodes } from "~/db/schema";
import { ownershipCodeMail } from "~/integrations/mail/templates/ownership-code";
import { sendSms, smsEnabled } from "~/integrations/sms/index.server";
import {
  maskEmail,
  maskPhone,
  OWNERSHIP_CODE_MINUTES,
  OWNERSHIP_CODES_PER_HOUR,
  OWNERSHIP_MESSAGES,
} from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { queueMail } from "~/server/mail/queue-mail.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { ownershipCodeHash } from "./ownership-code-hash.server";
import { recordOwnershipEvent } from "./record-ownership-event.server";
import { registerContacts } from "./register-contacts.server";

/**
 * Step one of proving the CVR number is the owner's (issue 27): a six-digit code goes to the e-mail
 * address or mobile number the CVR register holds for the firm, never to one the owner types. A new
 * code replaces the previous one. Answers the masked destination for the page ("k******@firma.dk").
 */
export async function sendOwnershipCode(
  owner: { companyId: string; userId: string | null },
  method: "email" | "sms",
  /** "takeover": the register's owner claims a CVR another account made a site for (no session). */
  purpose: "verify" | "takeover" = "verify",
): Promise<string> {
  const [company] = await db()
    .select({ cvr: companies.cvr, name: companies.name, verifiedAt: companies.ownershipVerifiedAt })
    .from(companies)
    .where(eq(companies.id, owner.companyId))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", "Virksomheden findes ikke.");
  if (company.verifiedAt)
    throw new AppError(
      "CONFLICT",
      purpose === "takeover" ? OWNERSHIP_MESSAGES.takeoverVerified : OWNERSHIP_MESSAGES.alreadyVerified,
    );
  if (method === "sms" && !smsEnabled())
    throw new AppError("UNAVAILABLE", OWNERSHIP_MESSAGES.smsNotSetUp, "method");
  const contacts = await registerContacts(company.cvr);
  const destination = method === "email" ? contacts.email : contacts.mobile;
  if (!destination)
    throw new AppError(
      "VALIDATION",
      method === "email" ? OWNERSHIP_MESSAGES.noEmail : OWNERSHIP_MESSAGES.noMobile,
      "method",
    );
  if (!(await hitRateLimit(`ownership-code:${owner.companyId}`, OWNERSHIP_CODES_PER_HOUR, 3600)))
    throw new AppError("RATE_LIMITED", OWNERSHIP_MESSAGES.tooManyCodes, "method");

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const masked = method === "email" ? maskEmail(destination) : maskPhone(destination);
  const codeRow = {
    companyId: owner.companyId,
    method,
    destination,
    codeHash: ownershipCodeHash(owner.companyId, method, destination, code),
    expiresAt: sql`now() + make_interval(mins => ${OWNERSHIP_CODE_MINUTES})`,
    attempts: 0,
    purpose,
    createdAt: new Date(),
  };
  await db().transaction(async (tx) => {
    await tx
      .insert(ownershipCodes)
      .values(codeRow)
      .onConflictDoUpdate({ target: ownershipCodes.companyId, set: codeRow });
    await recordOwnershipEvent(tx, {
      companyId: owner.companyId,
      cvr: company.cvr,
      event: "code-sent",
      method,
      userId: owner.userId,
      detail: { to: masked, purpose },
    });
    // The mail exists exactly when the code does (the outbox retries it).
    if (method === "email")
      await queueMail(tx, {
        kind: "ownership-code",
        to: destination,
        ...ownershipCodeMail({
          companyName: company.name,
          cvr: company.cvr,
          code,
          minutes: OWNERSHIP_CODE_MINUTES,
          purpose,
        }),
      });
  });
  if (method === "sms") {
    // Sent directly, not queued: the owner is waiting on the page, and a late code is no use.
    try {
      await sendSms(
        destination,
        `Din kode til at bekræfte ${company.name} på Håndværkernet er ${code}. Den gælder i ${OWNERSHIP_CODE_MINUTES} minutter.`,
      );
    } catch (error) {
      log("warn", "ownership sms could not be sent", {
        companyId: owner.companyId,
        reason: error instanceof Error ? error.message : String(error),
      });
      throw new AppError("UNAVAILABLE", OWNERSHIP_MESSAGES.sendFailed, "method");
    }
  }
  return masked;
}
