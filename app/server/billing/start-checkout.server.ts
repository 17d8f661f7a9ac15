import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { billing } from "~/integrations/billing/index.server";
import { isLiveStatus } from "./billing-status";
import { billingNow } from "./clock";

type Company = { id: string; name: string; companyEmail: string; trialEndDate: Date };

/**
 * The Stripe customer of a company: created once (the provider's idempotency key and the unique
 * company row make a double click harmless) and stored before any checkout starts.
 */
async function ensureCustomer(company: Company): Promise<string> {
  const [row] = await db()
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.id));
  if (row) return row.customerId;
  const { customerId } = await billing().createCustomer({
    companyId: company.id,
    name: company.name,
    email: company.companyEmail,
  });
  await db().insert(subscriptions).values({ companyId: company.id, customerId }).onConflictDoNothing();
  const [stored] = await db()
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.id));
  return stored!.customerId;
}

/**
 * A hosted Checkout for the one plan. Subscribing during the free months keeps them: the first
 * payment is taken when the trial ends. Returns null when the company already pays.
 */
export async function startCheckout(
  company: Company,
  urls: { success: string; cancel: string },
): Promise<string | null> {
  const customerId = await ensureCustomer(company);
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
  if (row && isLiveStatus(row.status)) return null;
  const now = billingNow();
  const { url } = await billing().createCheckout({
    companyId: company.id,
    customerId,
    successUrl: urls.success,
    cancelUrl: urls.cancel,
    firstPaymentAt: company.trialEndDate > now ? company.trialEndDate : null,
  });
  return url;
}
