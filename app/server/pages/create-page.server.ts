import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { AppError } from "~/server/errors";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";
import { findFreeSlug } from "./find-free-slug.server";
import { isSlugConflict } from "./is-slug-conflict.server";
import { newPageText } from "./new-page-text";
import { syncWebsiteContent } from "./sync-website-content.server";

const NEW_PAGE_NAME = "Ny side";
const NEW_PAGE_SLUG = "ny-side";
const ATTEMPTS = 5;

/**
 * SPEC §2: adds 'Ny side' as a draft at the end of the menu (type page, layout text, starter text) with the first free slug of the site
 * (ny-side, ny-side-2, ...), then updates the company's websiteContent (SPEC §4). Two owners' tabs
 * creating at once both succeed: a lost race on the slug is retried with the next free one.
 */
export async function createPage(companyId: string): Promise<{ id: string; slug: string }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await db().transaction(async (tx) => {
        const company = await lockCompany(tx, companyId, { name: companies.name, city: companies.city });
        if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
        const slug = await findFreeSlug(tx, companyId, NEW_PAGE_SLUG);
        // Last in the menu (the company row is locked, so two creations never share a position).
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${pages.position}), 0)::int` })
          .from(pages)
          .where(eq(pages.companyId, companyId));
        const [page] = await tx
          .insert(pages)
          .values({
            companyId,
            pageName: NEW_PAGE_NAME,
            slug,
            type: "page",
            layout: "text",
            // A draft until the owner publishes it ("Udgiv side"): not in the menu, sitemap or reachable.
            published: false,
            position: (last?.position ?? 0) + 1,
            title: NEW_PAGE_NAME,
            subtitle: "",
            content: {
              hero: { title: NEW_PAGE_NAME, subtitle: "" },
              main: { content: newPageText(company.name, company.city), gallery: [] },
            },
          })
          .returning({ id: pages.id, slug: pages.slug });
        await syncWebsiteContent(tx, companyId);
        await bumpSiteVersion(tx, companyId);
        return page!;
      });
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
    }
  }
  throw new AppError("CONFLICT", "Kunne ikke oprette ny side");
}
