import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { PROJECT_MESSAGES } from "~/schemas/project";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { deleteCompanyRow } from "~/server/sites/delete-company-row.server";

/**
 * Deletes one of the company's projects; its photos stay in the image archive (they may be used on
 * pages too, and the archive is where the owner deletes images). The site is published again.
 */
export async function deleteProject(companyId: string, projectId: string): Promise<void> {
  await db().transaction(async (tx) => {
    if (!(await deleteCompanyRow(projects, companyId, projectId, tx)))
      throw new AppError("NOT_FOUND", PROJECT_MESSAGES.notFound);
    await bumpSiteVersion(tx, companyId);
  });
}
