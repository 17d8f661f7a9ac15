import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Customer sites; app/routes.ts includes them. Paths are relative to app/.
 * On a customer host (subdomain or verified own domain) server/app.ts rewrites site paths to /_site/*;
 * on the main host a site is shown under /{cvr} (any other single segment redirects to /404).
 */
export const siteRoutes: RouteConfigEntry[] = [
  route("_site", "routes/site/home.tsx"),
  route("_site/sitemap.xml", "routes/site/sitemap.ts"),
  route("_site/robots.txt", "routes/site/robots.ts"),
  route("_site/llms.txt", "routes/site/llms-txt.ts"),
  route("_site/indexnow-key.txt", "routes/site/indexnow-key.ts"),
  route("_site/tilbud", "routes/site/quote.tsx", { id: "site-quote" }),
  route("_site/tilbud/tak", "routes/site/quote-thanks.tsx", { id: "site-quote-thanks" }),
  route("_site/ring-mig-op", "routes/site/callback.tsx", { id: "site-callback" }),
  route("_site/ring-mig-op/tak", "routes/site/callback-thanks.tsx", { id: "site-callback-thanks" }),
  route("_site/privatlivspolitik", "routes/site/privacy-notice.tsx", { id: "site-privacy-notice" }),
  // Issue 26: "Udførte opgaver", one page per project, town pages (≥ 2 published projects there).
  route("_site/udfoerte-opgaver", "routes/site/projects-page.tsx", { id: "site-projects" }),
  route("_site/udfoerte-opgaver/i/:town", "routes/site/projects-town.tsx", { id: "site-projects-town" }),
  route("_site/udfoerte-opgaver/:project", "routes/site/project-page.tsx", { id: "site-project" }),
  route("_site/:slug", "routes/site/subpage.tsx"),
  route("_site/*", "routes/site/site-redirect.ts"),
  route(":cvr", "routes/site/cvr-home.tsx"),
  route(":cvr/tilbud", "routes/site/quote.tsx", { id: "cvr-quote" }),
  route(":cvr/tilbud/tak", "routes/site/quote-thanks.tsx", { id: "cvr-quote-thanks" }),
  route(":cvr/ring-mig-op", "routes/site/callback.tsx", { id: "cvr-callback" }),
  route(":cvr/ring-mig-op/tak", "routes/site/callback-thanks.tsx", { id: "cvr-callback-thanks" }),
  route(":cvr/privatlivspolitik", "routes/site/privacy-notice.tsx", { id: "cvr-privacy-notice" }),
  route(":cvr/udfoerte-opgaver", "routes/site/projects-page.tsx", { id: "cvr-projects" }),
  route(":cvr/udfoerte-opgaver/i/:town", "routes/site/projects-town.tsx", { id: "cvr-projects-town" }),
  route(":cvr/udfoerte-opgaver/:project", "routes/site/project-page.tsx", { id: "cvr-project" }),
  route(":cvr/:slug", "routes/site/cvr-subpage.tsx"),
];
