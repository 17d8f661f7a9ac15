import { requestInfoContext } from "~/server/context";
import { loadSitemap } from "~/server/sites/load-sitemap.server";
import { renderRobots } from "~/server/sites/site-files";
import type { Route } from "./+types/robots";

// /robots.txt on a customer host (rewritten to /_site/robots.txt).
export async function loader({ context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  const site = companyId ? await loadSitemap(companyId) : null;
  if (!site)
    return new Response("Ikke fundet", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(renderRobots(site.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
