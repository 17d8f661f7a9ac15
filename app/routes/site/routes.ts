import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** A site's pages: the path below the site → its module under routes/site/. */
const SITE_PAGES: Record<string, string> = {
  "": "page.tsx",
  tilbud: "quote.tsx",
  "tilbud/tak": "quote-thanks.tsx",
  "ring-mig-op": "callback.tsx",
  "ring-mig-op/tak": "callback-thanks.tsx",
  privatlivspolitik: "privacy-notice.tsx",
  // Issue 26: "Udførte opgaver", one page per project, town pages (≥ 2 published projects there).
  "udfoerte-opgaver": "projects.tsx",
  "udfoerte-opgaver/i/:town": "projects.tsx",
  "udfoerte-opgaver/:project": "projects.tsx",
  ":slug": "page.tsx",
};

/** Every page of SITE_PAGES below `_site` (a customer host) or `:cvr` (the main host); its path is its id. */
function sitePagesBelow(root: "_site" | ":cvr"): RouteConfigEntry[] {
  return Object.entries(SITE_PAGES).map(([path, file]) => {
    const fullPath = path ? `${root}/${path}` : root;
    return route(fullPath, `routes/site/${file}`, { id: fullPath });
  });
}

/**
 * Customer sites; app/routes.ts includes them. Paths are relative to app/.
 * On a customer host (subdomain or verified own domain) server/app.ts rewrites site paths to /_site/*;
 * on the main host a site is shown under /{cvr} (any other single segment redirects to /404).
 * The text files (sitemap, robots, llms.txt, the IndexNow key) exist on the customer host only.
 */
export const siteRoutes: RouteConfigEntry[] = [
  route("_site/sitemap.xml", "routes/site/sitemap.ts"),
  route("_site/robots.txt", "routes/site/robots.ts"),
  route("_site/llms.txt", "routes/site/llms-txt.ts"),
  route("_site/indexnow-key.txt", "routes/site/indexnow-key.ts"),
  ...sitePagesBelow("_site"),
  route("_site/*", "routes/site/site-redirect.ts"),
  ...sitePagesBelow(":cvr"),
];
