import { loadSitemap } from "~/server/sites/load-sitemap.server";
import { renderRobots } from "~/server/sites/site-files";
import type { Route } from "./+types/robots";
import { siteTextFile } from "./site-text-file.server";

// /robots.txt on a customer host (rewritten to /_site/robots.txt).
export function loader({ context }: Route.LoaderArgs) {
  return siteTextFile(context, async (companyId) => {
    const site = await loadSitemap(companyId);
    return site && renderRobots(site.origin);
  });
}
