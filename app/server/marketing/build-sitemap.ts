import type { MarketingPage } from "~/content/pages";

/** Escapes text for XML element content. */
function xml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The main site's sitemap.xml: one absolute URL on `origin` per content page, with the date it last
 * changed where the content knows it (blog posts).
 */
export function buildSitemap(
  origin: string,
  pages: readonly MarketingPage[],
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = pages.map((page) => {
    const lastmod = lastModified.get(page.path);
    return [
      "  <url>",
      `    <loc>${xml(origin + page.path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${xml(lastmod)}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
