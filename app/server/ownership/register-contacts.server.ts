import { lookupCvr } from "~/integrations/cvr/index.server";
import { danishMobileNumber, OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";

export type RegisterContacts = { email: string | null; mobile: string | null };

/**
 * Where a code may go: only what the CVR register itself holds for the number, never what the person
 * signing up typed (that is the whole point). Read fresh from the register each time.
 */
export async function registerContacts(cvr: string): Promise<RegisterContacts> {
  const found = await lookupCvr(cvr);
  if (!found.ok) throw new AppError("UNAVAILABLE", OWNERSHIP_MESSAGES.registerUnavailable);
  const email = found.company.email?.trim().toLowerCase() || null;
  return {
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    mobile: danishMobileNumber(found.company.phone),
  };
}
