import type { WebsiteSearchHit } from "./types";

/**
 * Business directories and social networks rank high for any company name but are never the
 * company's own site; scraping them would fill a new site with someone else's text.
 */
const NOT_A_COMPANY_SITE = [
  "proff.dk",
  "krak.dk",
  "degulesider.dk",
  "cvr.dk",
  "virk.dk",
  "cvrapi.dk",
  "ownr.dk",
  "find-virksomhed.dk",
  "trustpilot.dk",
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "youtube.com",
];

/** The search query: the company name as an exact phrase, on Danish (.dk) sites only. */
export function buildSearchQuery(companyName: string): string {
  const phrase = companyName
    .replace(/["“”„]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `"${phrase}" site:dk`;
}

/**
 * SPEC §7 preference: a .dk hit at the root path, then any .dk hit, then the first hit. Hits that are
 * not http(s) links or that point at a directory or social network are skipped.
 */
export function pickCompanyWebsite(hits: readonly WebsiteSearchHit[]): WebsiteSearchHit | null {
  const candidates = hits.flatMap((hit) => {
    const url = parseLink(hit.link);
    return url && !isDirectory(url.hostname) ? [{ hit, url }] : [];
  });
  const isDk = (url: URL) => url.hostname.endsWith(".dk");
  const chosen =
    candidates.find(({ url }) => isDk(url) && url.pathname === "/" && url.search === "") ??
    candidates.find(({ url }) => isDk(url)) ??
    candidates[0];
  return chosen?.hit ?? null;
}

function parseLink(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function isDirectory(hostname: string): boolean {
  const host = hostname.replace(/\.$/, "");
  return NOT_A_COMPANY_SITE.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
