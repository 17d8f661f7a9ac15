import { requestInfoContext } from "~/server/context";
import { loadSitemap } from "~/server/sites/load-sitemap.server";
import { renderSitemap } from "~/server/sites/site-files";
import type { Route } from "./+types/sitemap";

// /sitemap.xml on a customer host (rewritten to /_site/sitemap.xml): every page at its canonical URL.
export async function loader({ context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  const site = companyId ? await loadSitemap(companyId) : null;
  if (!site)
    return new Response("Ikke fundet", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(renderSitemap(site.origin, site.pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
