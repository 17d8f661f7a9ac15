import { projectHref } from "~/components/site/projects/project-links";
import { projectJsonLd } from "~/components/site/projects/project-structured-data";
import { ProjectPage } from "~/components/site/projects/project-views";
import { truncate } from "~/components/site/site-meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/project-page";
import { projectPagesLoader } from "./projects.server";
import { SiteDocument } from "./site-document";

// One project (issue 26): /udfoerte-opgaver/{slug}. No JavaScript; the before/after is CSS only.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return projectPagesLoader(args, { kind: "project", slug: args.params.project });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteProjectPage({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  const project = view?.projects?.projects[0];
  if (!view?.projects || !project) return <SiteDocument view={null} newsite={false} />;
  const town = view.projects.towns.find((candidate) => candidate.name === project.town);
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={
        <ProjectPage
          project={project}
          images={view.projects.images}
          mode={view.mode}
          townSlug={town?.slug ?? null}
        />
      }
      ownPage={{
        title: project.town ? `${project.title} i ${project.town}` : project.title,
        path: projectHref(view.mode, project.slug),
        description: truncate(
          project.text || `${project.title}, udført af ${view.company.name} i ${project.town}.`,
          155,
        ),
        jsonLd: projectJsonLd(
          { origin: view.origin, companyName: view.company.name },
          project,
          view.projects.images,
        ),
      }}
    />
  );
}
