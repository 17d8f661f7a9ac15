import { replyTemplates } from "~/db/schema";
import { deleteCompanyRow } from "~/server/sites/delete-company-row.server";

/** Deletes one of the owner's templates; another company's id deletes nothing. */
export function deleteReplyTemplate(companyId: string, id: string): Promise<boolean> {
  return deleteCompanyRow(replyTemplates, companyId, id);
}
