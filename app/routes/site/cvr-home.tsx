import type { RouteHandle } from "~/root";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/cvr-home";
import { SiteDocument } from "./site-document";
import { requireCvrParam, siteRouteData } from "./site-route.server";

// The homepage on the main host: /{cvr}. Any other single segment is an unknown path → /404.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  const cvr = requireCvrParam(params.cvr);
  return siteRouteData(request, () => loadSiteView({ cvr }, null));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function CvrHome({ loaderData }: Route.ComponentProps) {
  return <SiteDocument view={loaderData.view} newsite={loaderData.newsite} />;
}
