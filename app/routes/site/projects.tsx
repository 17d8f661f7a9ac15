import type { ReactNode } from "react";
import { useParams } from "react-router";
import { projectHref, projectPaths, projectsHref, townHref } from "~/components/site/projects/project-links";
import { projectJsonLd, projectListJsonLd } from "~/components/site/projects/project-structured-data";
import { ProjectPage, ProjectsPage, TownProjectsPage } from "~/components/site/projects/project-views";
import { truncate } from "~/components/site/site-meta";
import { PROJECTS_SLUG } from "~/schemas/project";
import type { SiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/projects";
import { projectPagesLoader } from "./projects.server";
import { type OwnPage, SiteDocument } from "./site-document";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import { siteHeaders } from "./site-route.server";

// "Udførte opgaver" (issue 26), one module for its three pages (routes.ts): the list /udfoerte-opgaver,
// one project /udfoerte-opgaver/{slug} and a town with at least two published projects
// /udfoerte-opgaver/i/{town} (each also under /{cvr}). No JavaScript; the before/after is CSS only.
export const handle = SITE_PAGE_HANDLE;
export const loader = projectPagesLoader;
export const headers = siteHeaders;

export default function SiteProjects({ loaderData }: Route.ComponentProps) {
  const params = useParams();
  const view = loaderData.view;
  const page = view?.projects ? projectsPage(view, view.projects, params) : null;
  if (!view || !page) return <SiteDocument view={null} newsite={false} />;
  return <SiteDocument view={view} newsite={false} main={page.main} ownPage={page.ownPage} />;
}

/** The page the params name (:project, :town or neither), or null when there is nothing to show. */
function projectsPage(
  view: SiteView,
  { projects, towns, images, tradeLabel }: NonNullable<SiteView["projects"]>,
  params: { project?: string; town?: string },
): { main: ReactNode; ownPage: OwnPage } | null {
  const { mode } = view;
  const companyName = view.company.name;
  const site = { origin: view.origin, companyName };
  if (params.project !== undefined) {
    const project = projects[0];
    if (!project) return null;
    const town = towns.find((candidate) => candidate.name === project.town);
    return {
      main: <ProjectPage project={project} images={images} mode={mode} townSlug={town?.slug ?? null} />,
      ownPage: {
        title: project.town ? `${project.title} i ${project.town}` : project.title,
        path: projectHref(mode, project.slug),
        description: truncate(
          project.text || `${project.title}, udført af ${companyName} i ${project.town}.`,
          155,
        ),
        jsonLd: projectJsonLd(site, project, images),
      },
    };
  }
  const shared = { projects, images, mode, companyName, tradeLabel };
  if (params.town !== undefined) {
    const first = projects[0];
    const town = first ? towns.find((candidate) => candidate.name === first.town) : undefined;
    if (!town) return null;
    const heading = `${tradeLabel} i ${town.name} – udførte opgaver`;
    const townPath = projectPaths.town(town.slug);
    return {
      main: <TownProjectsPage town={town} {...shared} />,
      ownPage: {
        title: heading,
        path: townHref(mode, town.slug),
        description: `${projects.length} opgaver udført af ${companyName} i ${town.name}, med billeder.`,
        jsonLd: projectListJsonLd(
          site,
          { name: heading, path: townPath, town: { name: town.name, path: townPath } },
          projects,
        ),
      },
    };
  }
  return {
    main: <ProjectsPage towns={towns} {...shared} />,
    ownPage: {
      title: "Udførte opgaver",
      path: projectsHref(mode),
      description: `${projects.length} udførte opgaver med billeder fra ${companyName}.`,
      jsonLd: projectListJsonLd(site, { name: "Udførte opgaver", path: `/${PROJECTS_SLUG}` }, projects),
    },
  };
}
