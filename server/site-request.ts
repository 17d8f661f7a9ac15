import { normalizeHost } from "~/server/tenancy/classify-host";

/**
 * What makes two customer-page requests the same page, shared by the Express path (server/app.ts)
 * and the fast path (server/site-fast-path.ts) so both use the very same cache keys.
 */

/** On the main host a site is shown at /{cvr} and /{cvr}/{slug}. */
export const MAIN_HOST_SITE_PATH = /^\/(\d{8})(?:\/([^/]+))?\/?$/;

/** Paths of a customer host that are files, not pages (no page view). */
export const SITE_FILES = new Set(["/sitemap.xml", "/robots.txt", "/llms.txt", "/indexnow-key.txt"]);

/** The host as the browser sent it: lower-case, without a trailing dot, with its port. */
export function requestHost(rawHost: string | undefined): string {
  const port = rawHost?.match(/:(\d+)$/);
  return normalizeHost(rawHost) + (port ? `:${port[1]}` : "");
}

/** The page cache's key: host, path and the welcome variant (?newsite=true). */
export function sitePageCacheKey(host: string, pathname: string, newsite: boolean): string {
  return `${host}${pathname}${newsite ? "?newsite" : ""}`;
}

/** The path a page view is counted under: without trailing slashes. */
export function sitePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
