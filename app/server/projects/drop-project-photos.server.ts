import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { projects } from "~/db/schema";

/**
 * An archive image was deleted: the company's projects stop showing it, in the delete's transaction
 * (no project page points at a missing file). A before/after pair that loses one half loses the pair.
 */
export async function dropProjectPhotos(
  tx: DbOrTx,
  companyId: string,
  keys: ReadonlySet<string>,
): Promise<void> {
  const rows = await tx
    .select({ id: projects.id, photos: projects.photos, before: projects.before, after: projects.after })
    .from(projects)
    .where(and(eq(projects.companyId, companyId)))
    .for("update");
  for (const row of rows) {
    const photos = row.photos.filter((photo) => !keys.has(photo.image));
    const pairBroken = (row.before && keys.has(row.before.image)) || (row.after && keys.has(row.after.image));
    if (photos.length === row.photos.length && !pairBroken) continue;
    await tx
      .update(projects)
      .set({
        photos,
        ...(pairBroken ? { before: null, after: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, row.id));
  }
}

/** The projects that show one of `keys`, by title (the archive's "Billedet bruges på"). */
export function projectsUsing(
  rows: ReadonlyArray<{
    title: string;
    photos: Array<{ image: string }>;
    before: { image: string } | null;
    after: { image: string } | null;
  }>,
  keys: ReadonlySet<string>,
): string[] {
  return rows
    .filter((row) =>
      [...row.photos, ...(row.before ? [row.before] : []), ...(row.after ? [row.after] : [])].some((photo) =>
        keys.has(photo.image),
      ),
    )
    .map((row) => `Opgave: ${row.title}`);
}
