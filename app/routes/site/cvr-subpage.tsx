import type { RouteHandle } from "~/root";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/cvr-subpage";
import { SiteDocument } from "./site-document";
import { requireCvrParam, siteRouteData } from "./site-route.server";

// A sub-page on the main host: /{cvr}/{slug}.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  const cvr = requireCvrParam(params.cvr);
  return siteRouteData(request, () => loadSiteView({ cvr }, params.slug));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function CvrSubpage({ loaderData }: Route.ComponentProps) {
  return <SiteDocument view={loaderData.view} newsite={loaderData.newsite} />;
}
