import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, images, pages, projects } from "~/db/schema";
import { detectTradeFrom, TRADE_LABELS } from "~/lib/trade";
import type { ProjectsView, PublicProject } from "~/schemas/project-view";
import { siteImageColumns } from "~/server/images/site-image-columns";
import { imagesShownOn } from "~/server/sites/public-site-view";
import { projectTowns } from "./project-towns";

/**
 * The company's published projects, newest job first, with the service page each belongs to (only a
 * published page counts) and the archive rows of their photos. Drafts are not there at all.
 */
export async function loadPublicProjects(companyId: string): Promise<ProjectsView> {
  const [rows, pageRows, imageRows, [company]] = await Promise.all([
    db()
      .select()
      .from(projects)
      .where(and(eq(projects.companyId, companyId), eq(projects.published, true)))
      .orderBy(desc(projects.doneOn), desc(projects.createdAt)),
    db()
      .select({ id: pages.id, slug: pages.slug, pageName: pages.pageName, title: pages.title })
      .from(pages)
      .where(and(eq(pages.companyId, companyId), eq(pages.published, true))),
    db().select(siteImageColumns).from(images).where(eq(images.companyId, companyId)),
    db()
      .select({ name: companies.name, industryDesc: companies.industryDesc })
      .from(companies)
      .where(eq(companies.id, companyId)),
  ]);
  const list: PublicProject[] = rows.map((row) => {
    const page = pageRows.find((candidate) => candidate.id === row.servicePageId);
    return {
      slug: row.slug,
      title: row.title,
      town: row.town,
      postcode: row.postcode,
      doneOn: row.doneOn,
      text: row.text,
      photos: row.photos,
      before: row.before,
      after: row.after,
      fradrag: row.fradrag,
      service: page
        ? { slug: page.slug, name: page.pageName.trim() || page.title.trim() || page.slug }
        : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return {
    projects: list,
    towns: projectTowns(list),
    images: imagesShownOn(list, imageRows).map((image) => ({ ...image, alt: "" })),
    tradeLabel: TRADE_LABELS[detectTradeFrom([company?.industryDesc, company?.name])],
  };
}
