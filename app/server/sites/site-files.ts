import { canonicalUrl } from "~/lib/canonical";

/** Pure renderers for a customer site's /sitemap.xml and /robots.txt. */

export type SitemapPage = {
  slug: string;
  type: "homepage" | "page";
  updatedAt: Date;
  /** A deeper site path ("/udfoerte-opgaver/nyt-tag"), used as it is instead of the slug. */
  path?: string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A W3C datetime to the second (a page may change twice a day; search engines read the time too). */
function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** Every page of the site at its canonical URL, the homepage first, with when its content last changed. */
export function renderSitemap(origin: string, pages: SitemapPage[]): string {
  const sorted = [...pages].sort((a, b) => (a.type === "homepage" ? -1 : b.type === "homepage" ? 1 : 0));
  const urls = sorted.map((page) => {
    const loc = page.path
      ? `${origin}${page.path}`
      : canonicalUrl(origin, page.type === "homepage" ? null : page.slug);
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${w3cDateTime(page.updatedAt)}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Everything may be crawled except the admin; the sitemap lives on the canonical origin. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}
