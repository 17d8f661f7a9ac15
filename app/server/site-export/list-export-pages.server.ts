import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, pages } from "~/db/schema";
import { listProjectPaths } from "~/server/projects/list-project-paths.server";
import { pagePath } from "~/server/redirects/redirect-path";
import { companyColumns, originColumns } from "~/server/sites/company-columns.server";
import { siteUrl } from "~/server/sites/site-url.server";

export type ExportPlan = {
  /** The zip's file name. */
  name: string;
  liveOrigin: string;
  /**
   * Site paths to render, homepage first; the project pages (issue 26: /udfoerte-opgaver, one per
   * published project, the town pages); the privacy notice when the site has the quote form.
   */
  paths: string[];
};

/**
 * What a company's static copy holds: its public pages, its project pages (their photos come along as
 * the files any page refers to) and the privacy notice the form links to.
 */
export async function listExportPages(companyId: string): Promise<ExportPlan | null> {
  const company = await companyColumns(companyId, {
    ...originColumns,
    quoteFormEnabled: companies.quoteFormEnabled,
  });
  if (!company) return null;
  const rows = await db()
    .select({ slug: pages.slug, type: pages.type })
    .from(pages)
    // Drafts are not public, so the copy leaves them out like the live site does.
    .where(and(eq(pages.companyId, companyId), eq(pages.published, true)))
    .orderBy(asc(pages.position), asc(pages.createdAt));
  const paths = rows.map(pagePath).sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : 0));
  paths.push(...(await listProjectPaths(companyId)));
  if (company.quoteFormEnabled) paths.push("/privatlivspolitik");
  return { name: `${company.subdomain}-hjemmeside.zip`, liveOrigin: siteUrl(company), paths };
}
