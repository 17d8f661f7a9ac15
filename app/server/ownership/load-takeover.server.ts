import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { smsEnabled } from "~/integrations/sms/index.server";
import { maskEmail, maskPhone } from "~/schemas/ownership";
import { isAppError } from "~/server/errors";
import { registerContacts } from "./register-contacts.server";

export type TakeoverView =
  | { kind: "none" }
  | { kind: "verified"; name: string }
  | {
      kind: "open";
      companyId: string;
      name: string;
      email: string | null;
      mobile: string | null;
      smsEnabled: boolean;
      registerError: string | null;
    };

/** What /overtag shows for a CVR: no site, a verified one (support only), or the ways to take it over. */
export async function loadTakeover(cvr: string): Promise<TakeoverView> {
  if (!/^\d{8}$/.test(cvr)) return { kind: "none" };
  const [company] = await db()
    .select({ id: companies.id, name: companies.name, verifiedAt: companies.ownershipVerifiedAt })
    .from(companies)
    .where(and(eq(companies.cvr, cvr), eq(companies.status, "active")))
    .limit(1);
  if (!company) return { kind: "none" };
  if (company.verifiedAt) return { kind: "verified", name: company.name };
  let email: string | null = null;
  let mobile: string | null = null;
  let registerError: string | null = null;
  try {
    const contacts = await registerContacts(cvr);
    email = contacts.email ? maskEmail(contacts.email) : null;
    mobile = contacts.mobile ? maskPhone(contacts.mobile) : null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    registerError = error.message;
  }
  return {
    kind: "open",
    companyId: company.id,
    name: company.name,
    email,
    mobile,
    smsEnabled: smsEnabled(),
    registerError,
  };
}
