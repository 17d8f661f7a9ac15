import { db } from "~/db/client.server";
import { redirects } from "~/db/schema";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { deleteCompanyRow } from "~/server/sites/delete-company-row.server";

/** Deletes one of the company's redirects (another company's id deletes nothing: NOT_FOUND). */
export async function deleteRedirect(companyId: string, redirectId: string): Promise<void> {
  await db().transaction(async (tx) => {
    if (!(await deleteCompanyRow(redirects, companyId, redirectId, tx)))
      throw new AppError("NOT_FOUND", "Videresendelsen blev ikke fundet");
    await bumpSiteVersion(tx, companyId);
  });
}
