import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageVersions } from "~/db/schema";
import { isPageId } from "~/server/pages/is-page-id";
import { VERSIONS_KEPT } from "./keep-versions";

export type VersionSummary = { id: string; author: string; summary: string; createdAt: string };

/** "Tidligere versioner" of one of the company's pages, newest first (no content: the list only). */
export async function listPageVersions(companyId: string, pageId: string): Promise<VersionSummary[]> {
  if (!isPageId(pageId)) return [];
  const rows = await db()
    .select({
      id: pageVersions.id,
      author: pageVersions.author,
      summary: pageVersions.summary,
      createdAt: pageVersions.createdAt,
    })
    .from(pageVersions)
    .where(and(eq(pageVersions.companyId, companyId), eq(pageVersions.pageId, pageId)))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(VERSIONS_KEPT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One version of one of the company's pages, with its content (for the preview); null if not theirs. */
export async function findPageVersion(companyId: string, pageId: string, versionId: string) {
  if (!isPageId(pageId) || !isPageId(versionId)) return null;
  const [row] = await db()
    .select()
    .from(pageVersions)
    .where(
      and(
        eq(pageVersions.id, versionId),
        eq(pageVersions.pageId, pageId),
        eq(pageVersions.companyId, companyId),
      ),
    )
    .limit(1);
  return row ?? null;
}
