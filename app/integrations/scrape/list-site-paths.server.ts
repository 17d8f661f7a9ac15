import { decodeXML } from "entities/decode";
import { env } from "~/config/env.server";
import { log } from "~/server/log.server";
import { decodeHtmlBody } from "./decode-body";
import { tokenizeHtml } from "./html";
import { type SafeFetchOptions, safeFetch } from "./safe-fetch.server";

/** At most this many addresses are read from an old site. */
export const MAX_OLD_SITE_PATHS = 200;

/**
 * The page addresses of the owner's old website (issue 12, redirects from the old site): the paths
 * its /sitemap.xml lists, else the same-site links of its homepage. Through the SSRF-safe fetcher,
 * capped in time and bytes. Never throws: an unreachable or odd site gives [].
 */
export async function listSitePaths(
  siteUrl: string,
  overrides: Partial<SafeFetchOptions> = {},
): Promise<string[]> {
  const config = env();
  if (config.SCRAPE_PROVIDER !== "fetch") return [];
  const options: SafeFetchOptions = {
    timeoutMs: config.SCRAPE_TIMEOUT_MS,
    maxBytes: config.SCRAPE_MAX_BYTES,
    ...overrides,
  };
  let origin: URL;
  try {
    origin = new URL(/^https?:\/\//i.test(siteUrl) ? siteUrl : `https://${siteUrl}`);
  } catch {
    return [];
  }
  try {
    const sitemap = await safeFetch(new URL("/sitemap.xml", origin).href, options);
    if (sitemap.status === 200) {
      const locs = [...sitemap.body.toString("utf8").matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map(
        (m) => m[1]!,
      );
      const paths = sameSitePaths(
        locs.map((loc) => decodeXML(loc)),
        sitemap.url,
      );
      if (paths.length > 0) return paths;
    }
    const home = await safeFetch(origin.href, options);
    if (home.status !== 200) return [];
    const html = decodeHtmlBody(home.body, headerText(home.headers["content-type"]));
    const hrefs = tokenizeHtml(html).flatMap((token) =>
      token.type === "open" && token.name === "a" && token.attributes.href ? [token.attributes.href] : [],
    );
    return sameSitePaths(hrefs, home.url);
  } catch (error) {
    log("warn", "reading the old website's addresses failed", {
      host: origin.host,
      reason: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}

/** Paths (without query or fragment, not "/") of the links that stay on the site's host (www. or not). */
function sameSitePaths(links: string[], base: string): string[] {
  const host = new URL(base).hostname.replace(/^www\./, "");
  const paths = new Set<string>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link, base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || url.hostname.replace(/^www\./, "") !== host) continue;
    const path = url.pathname.replace(/\/+$/, "");
    if (path && path !== "/index.html" && path !== "/index.php") paths.add(path);
    if (paths.size >= MAX_OLD_SITE_PATHS) break;
  }
  return [...paths];
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
