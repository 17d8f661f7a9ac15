import crypto from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sitePageStamps } from "~/db/schema";

/**
 * What of a rendered page counts as its content: the HTML without the build's asset file names
 * (a new build with the same content is no change) and without per-response nonces.
 */
export function pageContentHash(html: Buffer | string): string {
  const text = typeof html === "string" ? html : html.toString("utf8");
  const normalized = text.replace(/\/assets\/[A-Za-z0-9._-]+/g, "/assets/").replace(/ nonce="[^"]*"/g, "");
  return crypto.createHash("sha256").update(normalized).digest("base64url");
}

/**
 * Records the content of every published page after a render (issue 26: true lastmod): a page whose
 * hash changed (or that is new) gets changed_at = now, pages no longer published lose their row.
 * Returns the paths that changed or went away, which are what IndexNow is told about.
 * Runs under the publish's advisory lock (one publish per site at a time), outside its transaction so
 * the sitemap rendered next in the same publish already reads the new dates.
 */
export async function recordPageStamps(
  companyId: string,
  pages: Array<{ path: string; hash: string }>,
  /** Every page the site publishes now (a page that failed to render keeps its row). */
  published: string[],
): Promise<{ changed: string[]; removed: string[] }> {
  return db().transaction(async (tx) => {
    const changed: string[] = [];
    for (const page of pages) {
      // The conditional upsert returns a row only when the page is new or its hash differs.
      const rows = await tx
        .insert(sitePageStamps)
        .values({ companyId, path: page.path, hash: page.hash })
        .onConflictDoUpdate({
          target: [sitePageStamps.companyId, sitePageStamps.path],
          set: { hash: page.hash, changedAt: sql`now()` },
          setWhere: sql`${sitePageStamps.hash} <> excluded.hash`,
        })
        .returning({ path: sitePageStamps.path });
      if (rows.length > 0) changed.push(page.path);
    }
    const paths = [...new Set([...published, ...pages.map((page) => page.path)])];
    const removed = await tx
      .delete(sitePageStamps)
      .where(
        and(
          eq(sitePageStamps.companyId, companyId),
          paths.length > 0 ? notInArray(sitePageStamps.path, paths) : undefined,
        ),
      )
      .returning({ path: sitePageStamps.path });
    return { changed, removed: removed.map((row) => row.path) };
  });
}

/** When each page's content last changed, by path ("/" or "/{slug}"). */
export async function readPageStamps(companyId: string): Promise<Map<string, Date>> {
  const rows = await db()
    .select({ path: sitePageStamps.path, changedAt: sitePageStamps.changedAt })
    .from(sitePageStamps)
    .where(eq(sitePageStamps.companyId, companyId));
  return new Map(rows.map((row) => [row.path, row.changedAt]));
}
