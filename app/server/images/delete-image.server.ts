import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, images, pages } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { IMAGE_MESSAGES } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { dropProjectPhotos } from "~/server/projects/drop-project-photos.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { clearImageReferences } from "./clear-image-references";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes one image of the company's archive: the row, every use of it on the company's pages
 * (set to ""), the logo if it was the logo, and then its files. The row is found by id AND the
 * session's company id, so another company's image is "not found" and stays intact.
 */
export async function deleteImage(input: { companyId: string; imageId: string }): Promise<{ name: string }> {
  const notFound = () => new AppError("NOT_FOUND", IMAGE_MESSAGES.deleteFailed);
  if (!UUID.test(input.imageId)) throw notFound();

  const deleted = await db().transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId, { id: companies.id, logo: companies.logo });
    if (!company) throw notFound();
    const [row] = await tx
      .delete(images)
      .where(and(eq(images.id, input.imageId), eq(images.companyId, input.companyId)))
      .returning();
    if (!row) throw notFound();

    const keys = new Set([row.path, ...row.variants.map((variant) => variant.key)]);
    // Every rendition's key starts with the stem, so one indexed-per-company scan finds the pages.
    const stem = row.path.replace(/\.webp$/, "");
    const affected = await tx
      .select({ id: pages.id, content: pages.content })
      .from(pages)
      .where(and(eq(pages.companyId, input.companyId), sql`strpos(${pages.content}::text, ${stem}) > 0`))
      .for("update");
    for (const page of affected) {
      const cleared = clearImageReferences(page.content, keys);
      if (cleared.changed) {
        await tx
          .update(pages)
          .set({ content: cleared.content, updatedAt: new Date() })
          .where(eq(pages.id, page.id));
      }
    }
    // Issue 26: projects show archive images too.
    await dropProjectPhotos(tx, input.companyId, keys);
    if (company.logo && clearImageReferences({ main: { image: company.logo } }, keys).changed) {
      await tx.update(companies).set({ logo: null }).where(eq(companies.id, input.companyId));
    }
    await bumpSiteVersion(tx, input.companyId);
    return { name: row.name, keys: [...keys] };
  });

  // After the commit: a failed file delete leaves an unused file, never a page pointing at nothing.
  const results = await Promise.allSettled(deleted.keys.map((key) => storage().delete(key)));
  for (const result of results) {
    if (result.status === "rejected") {
      log("warn", "image file not deleted", { error: String(result.reason) });
    }
  }
  return { name: deleted.name };
}
