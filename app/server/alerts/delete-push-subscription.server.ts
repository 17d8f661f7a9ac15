import { pushSubscriptions } from "~/db/schema";
import { deleteCompanyRow } from "~/server/sites/delete-company-row.server";

/** Removes one of the company's devices (its queued alerts go with it); false when it is not theirs. */
export function deletePushSubscription(companyId: string, id: string): Promise<boolean> {
  return deleteCompanyRow(pushSubscriptions, companyId, id);
}
