import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { billing } from "~/integrations/billing/index.server";

/** Stripe's Customer Portal (card, invoices, cancellation) for the company's own customer; null if none. */
export async function openBillingPortal(companyId: string, returnUrl: string): Promise<string | null> {
  const [row] = await db()
    .select({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  if (!row) return null;
  const { url } = await billing().createPortal({ customerId: row.customerId, returnUrl });
  return url;
}
