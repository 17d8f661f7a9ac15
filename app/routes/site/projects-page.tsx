import { projectsHref } from "~/components/site/projects/project-links";
import { projectListJsonLd } from "~/components/site/projects/project-structured-data";
import { ProjectsPage } from "~/components/site/projects/project-views";
import type { RouteHandle } from "~/root";
import { PROJECTS_SLUG } from "~/schemas/project";
import type { Route } from "./+types/projects-page";
import { projectPagesLoader } from "./projects.server";
import { SiteDocument } from "./site-document";

// "Udførte opgaver" (issue 26): /udfoerte-opgaver (or /{cvr}/udfoerte-opgaver). No JavaScript.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return projectPagesLoader(args, { kind: "list" });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteProjectsPage({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  if (!view?.projects) return <SiteDocument view={null} newsite={false} />;
  const { projects, towns, images, tradeLabel } = view.projects;
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={
        <ProjectsPage
          projects={projects}
          towns={towns}
          images={images}
          mode={view.mode}
          companyName={view.company.name}
          tradeLabel={tradeLabel}
        />
      }
      ownPage={{
        title: "Udførte opgaver",
        path: projectsHref(view.mode),
        description: `${projects.length} udførte opgaver med billeder fra ${view.company.name}.`,
        jsonLd: projectListJsonLd(
          { origin: view.origin, companyName: view.company.name },
          { name: "Udførte opgaver", path: `/${PROJECTS_SLUG}` },
          projects,
        ),
      }}
    />
  );
}
