import type { RouteHandle } from "~/root";
import { requestInfoContext } from "~/server/context";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/home";
import { SiteDocument } from "./site-document";
import { siteRouteData } from "./site-route.server";

// The homepage on the site's own host (subdomain or verified own domain): "/" rewritten to /_site.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  return siteRouteData(request, async () =>
    companyId ? loadSiteView({ companyId }, null) : { kind: "not-found" as const },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteHome({ loaderData }: Route.ComponentProps) {
  return <SiteDocument view={loaderData.view} newsite={loaderData.newsite} />;
}
