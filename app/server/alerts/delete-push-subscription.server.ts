import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";

/** Removes one of the company's devices (its queued alerts go with it); false when it is not theirs. */
export async function deletePushSubscription(companyId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const deleted = await db()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.companyId, companyId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}
