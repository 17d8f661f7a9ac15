import { projectPaths, townHref } from "~/components/site/projects/project-links";
import { projectListJsonLd } from "~/components/site/projects/project-structured-data";
import { TownProjectsPage } from "~/components/site/projects/project-views";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/projects-town";
import { projectPagesLoader } from "./projects.server";
import { SiteDocument } from "./site-document";

// A town with at least two published projects (issue 26): /udfoerte-opgaver/i/{town}. No JavaScript.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export function loader(args: Route.LoaderArgs) {
  return projectPagesLoader(args, { kind: "town", town: args.params.town });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteProjectsTownPage({ loaderData }: Route.ComponentProps) {
  const view = loaderData.view;
  const first = view?.projects?.projects[0];
  const town = first ? view?.projects?.towns.find((candidate) => candidate.name === first.town) : undefined;
  if (!view?.projects || !town) return <SiteDocument view={null} newsite={false} />;
  const { projects, images, tradeLabel } = view.projects;
  const heading = `${tradeLabel} i ${town.name} – udførte opgaver`;
  return (
    <SiteDocument
      view={view}
      newsite={false}
      main={
        <TownProjectsPage
          town={town}
          projects={projects}
          images={images}
          mode={view.mode}
          companyName={view.company.name}
          tradeLabel={tradeLabel}
        />
      }
      ownPage={{
        title: heading,
        path: townHref(view.mode, town.slug),
        description: `${projects.length} opgaver udført af ${view.company.name} i ${town.name}, med billeder.`,
        jsonLd: projectListJsonLd(
          { origin: view.origin, companyName: view.company.name },
          {
            name: heading,
            path: projectPaths.town(town.slug),
            town: { name: town.name, path: projectPaths.town(town.slug) },
          },
          projects,
        ),
      }}
    />
  );
}
