import type { RouteHandle } from "~/root";
import { requestInfoContext } from "~/server/context";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/subpage";
import { SiteDocument } from "./site-document";
import { siteRouteData } from "./site-route.server";

// A sub-page on the site's own host: "/{slug}" rewritten to /_site/{slug}.
export const handle: RouteHandle = { hydrate: false, siteIcons: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  return siteRouteData(request, async () =>
    companyId ? loadSiteView({ companyId }, params.slug) : { kind: "not-found" as const },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SiteSubpage({ loaderData }: Route.ComponentProps) {
  return <SiteDocument view={loaderData.view} newsite={loaderData.newsite} />;
}
