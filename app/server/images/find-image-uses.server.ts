import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { images, pages, projects } from "~/db/schema";
import { projectsUsing } from "~/server/projects/drop-project-photos.server";
import { clearImageReferences } from "./clear-image-references";

/**
 * For each of the company's images, the names of the pages that show it (hero, side image or
 * gallery), homepage first then in menu order, then the projects that show it. Images nothing uses
 * are left out.
 */
export async function findImageUses(companyId: string): Promise<Record<string, string[]>> {
  const [imageRows, pageRows, projectRows] = await Promise.all([
    db()
      .select({ id: images.id, path: images.path, variants: images.variants })
      .from(images)
      .where(eq(images.companyId, companyId)),
    db()
      .select({ pageName: pages.pageName, content: pages.content })
      .from(pages)
      .where(eq(pages.companyId, companyId))
      .orderBy(sql`(${pages.type} = 'homepage') desc`, asc(pages.position), asc(pages.createdAt)),
    db()
      .select({
        title: projects.title,
        photos: projects.photos,
        before: projects.before,
        after: projects.after,
      })
      .from(projects)
      .where(eq(projects.companyId, companyId)),
  ]);
  const uses: Record<string, string[]> = {};
  for (const image of imageRows) {
    const keys = new Set([image.path, ...image.variants.map((variant) => variant.key)]);
    // The same test the delete uses to clear references: a page uses the image if clearing changes it.
    const names = pageRows
      .filter((page) => clearImageReferences(page.content, keys).changed)
      .map((page) => page.pageName || "Uden navn")
      // Issue 26: a project's photos are uses too ("Opgave: Nyt tag").
      .concat(projectsUsing(projectRows, keys));
    if (names.length > 0) uses[image.id] = names;
  }
  return uses;
}
