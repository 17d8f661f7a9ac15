import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { type PageSnapshot, pageVersions } from "~/db/schema";
import { VERSIONS_KEPT } from "./keep-versions";

/**
 * Keeps one version of a page (inside the saving transaction) and prunes the page's history to the
 * newest VERSIONS_KEPT in the same transaction. clock_timestamp(): two versions written in one
 * transaction (the state before the first save, then the save) still get distinct, ordered times.
 */
export async function recordPageVersion(
  tx: Tx,
  version: { companyId: string; pageId: string; author: string; summary: string; snapshot: PageSnapshot },
): Promise<void> {
  await tx.insert(pageVersions).values({ ...version, createdAt: sql`clock_timestamp()` });
  const kept = tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, version.pageId))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(VERSIONS_KEPT);
  await tx
    .delete(pageVersions)
    .where(and(eq(pageVersions.pageId, version.pageId), notInArray(pageVersions.id, kept)));
}

/** True when the page has no version yet (its state from before the first save is then kept too). */
export async function hasNoVersions(tx: Tx, pageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .limit(1);
  return !row;
}
