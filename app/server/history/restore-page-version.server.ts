import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pages, pageVersions } from "~/db/schema";
import { danishDateTime } from "~/lib/danish-time";
import { toPageDraft } from "~/lib/page-draft";
import { AppError } from "~/server/errors";
import { isPageId } from "~/server/pages/is-page-id";
import { pageRevision } from "~/server/pages/page-revision.server";
import { type SavedPage, saveInTransaction } from "~/server/pages/save-page.server";

const NOT_FOUND = "Versionen blev ikke fundet";

/**
 * "Gendan": saves an earlier version's content over the page, as a new save (so the restore is a
 * version of its own and can be undone the same way). Images removed from the archive since are
 * left out rather than pointing at nothing.
 */
export async function restorePageVersion(
  companyId: string,
  input: { pageId: string; versionId: string; author: string },
): Promise<SavedPage> {
  if (!isPageId(input.pageId) || !isPageId(input.versionId)) throw new AppError("NOT_FOUND", NOT_FOUND);
  return db().transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(pageVersions)
      .where(
        and(
          eq(pageVersions.id, input.versionId),
          eq(pageVersions.pageId, input.pageId),
          eq(pageVersions.companyId, companyId),
        ),
      );
    const [page] = await tx
      .select({ revision: pageRevision })
      .from(pages)
      .where(and(eq(pages.id, input.pageId), eq(pages.companyId, companyId)))
      .for("update");
    if (!version || !page) throw new AppError("NOT_FOUND", NOT_FOUND);
    return saveInTransaction(
      tx,
      companyId,
      {
        pageId: input.pageId,
        revision: page.revision,
        draft: toPageDraft(version.snapshot),
        author: input.author,
      },
      { summary: `Gendannet: versionen fra ${danishDateTime(version.createdAt)}`, dropMissingImages: true },
    );
  });
}
