import { loadSitemap } from "~/server/sites/load-sitemap.server";
import { renderSitemap } from "~/server/sites/site-files";
import type { Route } from "./+types/sitemap";
import { siteTextFile } from "./site-text-file.server";

// /sitemap.xml on a customer host (rewritten to /_site/sitemap.xml): every page at its canonical URL.
export function loader({ context }: Route.LoaderArgs) {
  return siteTextFile(
    context,
    async (companyId) => {
      const site = await loadSitemap(companyId);
      return site && renderSitemap(site.origin, site.pages);
    },
    "application/xml; charset=utf-8",
  );
}
