import { siteMeta } from "~/components/site/site-meta";
import { canonicalUrl } from "~/lib/canonical";
import { renderLlmsTxt } from "~/lib/llms-txt";
import { requestInfoContext } from "~/server/context";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/llms-txt";

const notFound = () =>
  new Response("Ikke fundet", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// /llms.txt on a customer host (issue 26): the homepage's JSON-LD, services and menu as Markdown.
export async function loader({ context }: Route.LoaderArgs) {
  const companyId = context.get(requestInfoContext).siteCompanyId;
  const result = companyId ? await loadSiteView({ companyId }, null) : null;
  if (result?.kind !== "page") return notFound();
  const { view } = result;
  const meta = siteMeta({ company: view.company, page: view.page, images: view.images, origin: view.origin });
  const pageUrl = (slug: string, type: string) =>
    canonicalUrl(view.origin, type === "homepage" ? null : slug);
  const slugs = new Map(view.pages.map((page) => [page.slug, page]));
  const services = (view.company.profile?.services ?? []).map((service) => ({
    label: service.title,
    line: service.line,
    url:
      service.pageSlug && slugs.has(service.pageSlug) ? pageUrl(service.pageSlug, "page") : `${view.origin}/`,
  }));
  const pages = view.pages.map((page) => ({ label: page.pageName, url: pageUrl(page.slug, page.type) }));
  return new Response(renderLlmsTxt({ jsonLd: JSON.parse(meta.jsonLd), services, pages }), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
