import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images, pages } from "~/db/schema";
import { clearImageReferences } from "./clear-image-references";

/**
 * For each of the company's images, the names of the pages that show it (hero, side image or
 * gallery), homepage first then in menu order. Images no page uses are left out.
 */
export async function findImageUses(companyId: string): Promise<Record<string, string[]>> {
  const [imageRows, pageRows] = await Promise.all([
    db()
      .select({ id: images.id, path: images.path, variants: images.variants })
      .from(images)
      .where(eq(images.companyId, companyId)),
    db()
      .select({ pageName: pages.pageName, content: pages.content })
      .from(pages)
      .where(eq(pages.companyId, companyId))
      .orderBy(sql`(${pages.type} = 'homepage') desc`, asc(pages.position), asc(pages.createdAt)),
  ]);
  const uses: Record<string, string[]> = {};
  for (const image of imageRows) {
    const keys = new Set([image.path, ...image.variants.map((variant) => variant.key)]);
    // The same test the delete uses to clear references: a page uses the image if clearing changes it.
    const names = pageRows
      .filter((page) => clearImageReferences(page.content, keys).changed)
      .map((page) => page.pageName || "Uden navn");
    if (names.length > 0) uses[image.id] = names;
  }
  return uses;
}
