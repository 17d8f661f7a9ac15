import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { PROJECT_MESSAGES } from "~/schemas/project";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

/**
 * Deletes one of the company's projects; its photos stay in the image archive (they may be used on
 * pages too, and the archive is where the owner deletes images). The site is published again.
 */
export async function deleteProject(companyId: string, projectId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const deleted = await tx
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
      .returning({ id: projects.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", PROJECT_MESSAGES.notFound);
    await bumpSiteVersion(tx, companyId);
  });
}
