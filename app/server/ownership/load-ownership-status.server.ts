import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ownershipCodes } from "~/db/schema";
import { identityEnabled } from "~/integrations/identity/index.server";
import { smsEnabled } from "~/integrations/sms/index.server";
import { maskEmail, maskPhone } from "~/schemas/ownership";
import type { OwnershipStatus } from "~/schemas/ownership-status";
import { isAppError } from "~/server/errors";
import { registerContacts } from "./register-contacts.server";

/** What the Ejerskab page shows: whether it is done, and the ways the owner can prove it now. */
export async function loadOwnershipStatus(company: {
  id: string;
  cvr: string;
  ownershipVerifiedAt: Date | null;
  createdAt: Date;
}): Promise<OwnershipStatus> {
  const pauseAt = new Date(company.createdAt.getTime() + 14 * 86_400_000);
  if (company.ownershipVerifiedAt)
    return { verified: true, verifiedAt: company.ownershipVerifiedAt.toISOString(), cvr: company.cvr };
  let email: string | null = null;
  let mobile: string | null = null;
  let registerError: string | null = null;
  try {
    const contacts = await registerContacts(company.cvr);
    email = contacts.email ? maskEmail(contacts.email) : null;
    mobile = contacts.mobile ? maskPhone(contacts.mobile) : null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    registerError = error.message;
  }
  const [pending] = await db()
    .select({ method: ownershipCodes.method, destination: ownershipCodes.destination })
    .from(ownershipCodes)
    .where(sql`${eq(ownershipCodes.companyId, company.id)} and ${ownershipCodes.expiresAt} > now()`)
    .limit(1);
  return {
    verified: false,
    cvr: company.cvr,
    pauseAt: pauseAt.toISOString(),
    email,
    mobile,
    smsEnabled: smsEnabled(),
    mitidEnabled: identityEnabled(),
    registerError,
    pending: pending
      ? {
          method: pending.method === "sms" ? "sms" : "email",
          to: pending.method === "sms" ? maskPhone(pending.destination) : maskEmail(pending.destination),
        }
      : null,
  };
}
