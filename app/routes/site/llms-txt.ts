import { siteMeta } from "~/components/site/site-meta";
import { canonicalUrl } from "~/lib/canonical";
import { renderLlmsTxt } from "~/lib/llms-txt";
import { loadSiteView, type SiteView } from "~/server/sites/load-site-view.server";
import type { Route } from "./+types/llms-txt";
import { siteTextFile } from "./site-text-file.server";

// /llms.txt on a customer host (issue 26): the homepage's JSON-LD, services and menu as Markdown.
export function loader({ context }: Route.LoaderArgs) {
  return siteTextFile(context, async (companyId) => {
    const result = await loadSiteView({ companyId }, null);
    return result.kind === "page" ? llmsTxt(result.view) : null;
  });
}

function llmsTxt(view: SiteView): string {
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
  return renderLlmsTxt({ jsonLd: JSON.parse(meta.jsonLd), services, pages });
}
