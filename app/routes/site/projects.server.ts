import { type RequestInfo, requestInfoContext } from "~/server/context";
import { findCompanyIdByCvr } from "~/server/projects/find-company-id.server";
import { loadPublicProjects } from "~/server/projects/load-public-projects.server";
import type { SiteView } from "~/server/sites/load-site-view.server";
import { loadOwnPageView, ownPageSite } from "./own-page.server";
import { siteRouteData } from "./site-route.server";

type Args = {
  request: Request;
  params: { cvr?: string | undefined; project?: string | undefined; town?: string | undefined };
  context: { get: (key: typeof requestInfoContext) => RequestInfo };
};

/**
 * The loader of the projects page, a project's page and a town page: the site around them (the
 * homepage view: menu, header, footer) plus the published projects. A page without anything to show
 * is a 404: no projects page without a project, no town page below two projects in that town.
 * Which page it is, the route's params say: :project, :town or neither (the list).
 */
export function projectPagesLoader(args: Args) {
  const { project: slug, town } = args.params;
  const where = ownPageSite(args.context.get(requestInfoContext), args.params.cvr);
  return siteRouteData(args.request, async () => {
    const result = await loadOwnPageView(where, { needsQuoteForm: false });
    if (result.kind !== "page") return result;
    const companyId = await companyIdOf(where);
    if (!companyId) return { kind: "not-found" as const };
    const all = await loadPublicProjects(companyId);
    const shown =
      slug !== undefined
        ? all.projects.filter((project) => project.slug === slug)
        : town !== undefined
          ? all.projects.filter((project) =>
              all.towns.some((candidate) => candidate.slug === town && candidate.name === project.town),
            )
          : all.projects;
    if (shown.length === 0) return { kind: "not-found" as const };
    const projects: SiteView["projects"] = { ...all, projects: shown };
    return { kind: "page" as const, view: { ...result.view, projects } };
  });
}

async function companyIdOf(where: ReturnType<typeof ownPageSite>): Promise<string | null> {
  if (!where) return null;
  if ("companyId" in where) return where.companyId;
  return findCompanyIdByCvr(where.cvr);
}
