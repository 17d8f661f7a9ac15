import { type RequestInfo, requestInfoContext } from "~/server/context";
import { loadSiteView, type SiteViewResult } from "~/server/sites/load-site-view.server";
import { requireCvrParam, siteRouteData } from "./site-route.server";

/**
 * The pages the product adds to every site (/tilbud, /tilbud/tak, /privatlivspolitik) are served on
 * the site's host and under /{cvr} on the main host: which site, from the host or the cvr segment.
 */
export function ownPageSite(
  info: RequestInfo,
  cvrParam: string | undefined,
): { companyId: string } | { cvr: string } | null {
  if (cvrParam !== undefined) return { cvr: requireCvrParam(cvrParam) };
  return info.siteCompanyId ? { companyId: info.siteCompanyId } : null;
}

/** The site around such a page (its homepage view: menu, header, footer); not-found without a site. */
export async function loadOwnPageView(
  where: { companyId: string } | { cvr: string } | null,
  options: { needsQuoteForm: boolean },
): Promise<SiteViewResult> {
  if (!where) return { kind: "not-found" };
  const result = await loadSiteView(where, null);
  if (result.kind === "page" && options.needsQuoteForm && !result.view.company.quoteFormEnabled)
    return { kind: "not-found" };
  return result;
}

type OwnPageArgs = {
  request: Request;
  params: { cvr?: string | undefined };
  context: { get: (key: typeof requestInfoContext) => RequestInfo };
};

/** The loader of every such page (the thank-you pages and the privacy notice need no quote form). */
export function ownPageLoader(args: OwnPageArgs, options = { needsQuoteForm: false }) {
  const where = ownPageSite(args.context.get(requestInfoContext), args.params.cvr);
  return siteRouteData(args.request, () => loadOwnPageView(where, options));
}
