/**
 * The main site's robots.txt: everything public may be crawled except the admin and the JSON API,
 * and the sitemap is named with its absolute address.
 */
export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
