import type { RouteHandle } from "~/root";

/** Every customer page: rendered without JavaScript, with the site's own icons. */
export const SITE_PAGE_HANDLE: RouteHandle = { hydrate: false, siteIcons: true };
