import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { marketingPages } from "~/content/pages";
import { tradeList } from "~/content/trades";
import { buildRobotsTxt } from "./build-robots-txt";
import { buildSitemap } from "./build-sitemap";

describe("buildSitemap", () => {
  const xml = buildSitemap(
    "https://xn--hndvrkernet-x8aq.dk",
    marketingPages,
    new Map([["/blog/a-b", "2026-01-20"]]),
  );

  it("lists the landing, static, blog and trade pages with absolute URLs", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(marketingPages.length);
    expect(locs).toContain("https://xn--hndvrkernet-x8aq.dk/");
    for (const path of [
      "/om",
      "/funktioner",
      "/kontakt",
      "/privacy",
      "/faq",
      "/hvad-er-med-i-prisen",
      "/blog",
    ]) {
      expect(locs).toContain(`https://xn--hndvrkernet-x8aq.dk${path}`);
    }
    for (const post of blogPosts) expect(locs).toContain(`https://xn--hndvrkernet-x8aq.dk/blog/${post.slug}`);
    for (const trade of tradeList) expect(locs).toContain(`https://xn--hndvrkernet-x8aq.dk${trade.path}`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("adds lastmod where known and escapes XML", () => {
    const small = buildSitemap(
      "https://x.dk",
      [
        { path: "/blog/a-b", meta: { title: "t", description: "d" } },
        { path: "/?a=1&b=2", meta: { title: "t", description: "d" } },
      ],
      new Map([["/blog/a-b", "2026-01-20"]]),
    );
    expect(small).toContain("<loc>https://x.dk/blog/a-b</loc>\n    <lastmod>2026-01-20</lastmod>");
    expect(small).toContain("<loc>https://x.dk/?a=1&amp;b=2</loc>\n  </url>");
  });
});

describe("buildRobotsTxt", () => {
  it("allows crawling except the admin and the API, and names the sitemap", () => {
    expect(buildRobotsTxt("https://xn--hndvrkernet-x8aq.dk")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://xn--hndvrkernet-x8aq.dk/sitemap.xml\n",
    );
  });
});
