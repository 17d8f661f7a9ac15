import { data, redirect } from "react-router";
import { databaseReachable } from "~/server/health/database-reachable.server";
import { log } from "~/server/log.server";
import type { SiteViewResult } from "~/server/sites/load-site-view.server";
import { SITE_EXPIRES_HEADER, SITE_NO_STORE_HEADER } from "~/server/sites/serve-site-page.server";

/**
 * The loader result of every customer-page route: the page, a redirect, or the 404 page with status
 * 404 (also when loading failed; that 404 is marked so it is not cached). `?newsite=true` asks for
 * the welcome dialog.
 */
export async function siteRouteData(request: Request, load: () => Promise<SiteViewResult>) {
  let result: SiteViewResult;
  try {
    result = await load();
  } catch (error) {
    log("error", "customer site could not be loaded", {
      error: error instanceof Error ? error.message : String(error),
    });
    // A page that exists must never answer 404 because the database is away (search engines drop
    // it): with PostgreSQL unreachable this is 503 with Retry-After (root middleware); else a 404 that
    // is not kept.
    if (!(await databaseReachable(undefined, 1000))) throw error;
    return data({ view: null, newsite: false }, { status: 404, headers: { [SITE_NO_STORE_HEADER]: "1" } });
  }
  if (result.kind === "redirect") throw redirect(result.to, 301);
  if (result.kind === "not-found") return data({ view: null, newsite: false }, { status: 404 });
  const newsite = new URL(request.url).searchParams.get("newsite") === "true";
  // When the page changes by itself (holiday hours) the cache is told in a header, not the route data.
  const { changesAt, ...view } = result.view;
  const headers: Record<string, string> = {};
  if (changesAt) headers[SITE_EXPIRES_HEADER] = String(changesAt);
  // Issue 27: a site whose CVR ownership is not yet proved is live but not for search engines.
  if (view.noindex) headers["X-Robots-Tag"] = "noindex";
  return data({ view, newsite }, Object.keys(headers).length > 0 ? { headers } : undefined);
}

/** A customer page answers with its loader's headers (when it changes by itself, noindex). */
export function siteHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** Main host: /{cvr} must be 8 digits; anything else is an unknown path (SPEC §2: redirect to /404). */
export function requireCvrParam(cvr: string | undefined): string {
  if (!cvr || !/^\d{8}$/.test(cvr)) throw redirect("/404");
  return cvr;
}
