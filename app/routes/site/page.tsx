import { requestInfoContext } from "~/server/context";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/page";
import { ownPageSite } from "./own-page.server";
import { SiteDocument } from "./site-document";
import { SITE_PAGE_HANDLE } from "./site-page-handle";
import { siteHeaders, siteRouteData } from "./site-route.server";

// A page of a site, the homepage or /{slug}: on the site's own host (subdomain or verified own domain)
// "/" and "/{slug}" are rewritten to /_site and /_site/{slug}; on the main host it is /{cvr} and
// /{cvr}/{slug}, where any other single segment is an unknown path → /404.
export const handle = SITE_PAGE_HANDLE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = ownPageSite(context.get(requestInfoContext), params.cvr);
  return siteRouteData(request, async () =>
    where ? loadSiteView(where, params.slug ?? null) : { kind: "not-found" as const },
  );
}

export const headers = siteHeaders;

export default function SitePage({ loaderData }: Route.ComponentProps) {
  return <SiteDocument view={loaderData.view} newsite={loaderData.newsite} />;
}
