import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { canonicalOrigin } from "~/lib/canonical";
import { listProjectPages } from "~/server/projects/list-project-paths.server";
import { readPageStamps } from "~/server/search/record-page-stamps.server";
import { companyColumns, originColumns } from "~/server/sites/company-columns.server";
import type { SitemapPage } from "./site-files";
import { subdomainUrl } from "./site-url.server";

/**
 * The canonical origin and pages of a site, for its sitemap and robots.txt; null when it is gone.
 * A page's date is when its published content last changed (the page stamps every publish records,
 * issue 26), which also moves when the firm's name, hours or sections change; before a page's first
 * publish it is the row's own updated_at.
 */
export async function loadSitemap(
  companyId: string,
): Promise<{ origin: string; pages: SitemapPage[] } | null> {
  const company = await companyColumns(companyId, {
    ...originColumns,
    ownershipVerifiedAt: companies.ownershipVerifiedAt,
  });
  if (!company) return null;
  const origin = canonicalOrigin(company, subdomainUrl(company.subdomain));
  // Issue 27: until the CVR ownership is proved the pages say noindex; a sitemap must not offer them.
  if (!company.ownershipVerifiedAt) return { origin, pages: [] };
  const [rows, stamps, projects] = await Promise.all([
    db()
      .select({ slug: pages.slug, type: pages.type, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.companyId, companyId), eq(pages.published, true))),
    readPageStamps(companyId),
    listProjectPages(companyId),
  ]);
  const dated = rows.map((row) => ({
    ...row,
    updatedAt: stamps.get(row.type === "homepage" ? "/" : `/${row.slug}`) ?? row.updatedAt,
  }));
  // Issue 26: the projects page, each published project and the towns with enough work for a page.
  const projectPages: SitemapPage[] = projects.map((page) => ({
    slug: page.path.slice(1),
    type: "page",
    updatedAt: stamps.get(page.path) ?? page.updatedAt,
    path: page.path,
  }));
  return { origin, pages: [...dated, ...projectPages] };
}
