import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { isBillingEnabled } from "~/integrations/billing/index.server";
import { type BillingStatus, billingStatus } from "./billing-status";
import { billingNow } from "./clock";

export type BillingCompany = { id: string; trialEndDate: Date };

/** The company's subscription row (null before the first checkout) and the status derived from it. */
export async function loadBilling(company: BillingCompany): Promise<{
  status: BillingStatus;
  subscription: typeof subscriptions.$inferSelect | null;
}> {
  const [subscription = null] = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.id));
  const status = billingStatus(
    { enabled: isBillingEnabled(), trialEnd: company.trialEndDate, subscription },
    billingNow(),
  );
  return { status, subscription };
}
