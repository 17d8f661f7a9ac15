import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/**
 * "Send en test": one test alert to each of the company's devices (or only `subscriptionId`), through
 * the same queue and worker as real alerts. Returns how many were queued.
 */
export async function queueTestPush(companyId: string, subscriptionId?: string): Promise<number> {
  const queued = await db().execute(sql`
    insert into alert_deliveries (company_id, quote_request_id, subscription_id)
    select company_id, null, id from push_subscriptions
    where company_id = ${companyId} ${subscriptionId ? sql`and id = ${subscriptionId}` : sql``}`);
  return queued.rowCount ?? 0;
}
