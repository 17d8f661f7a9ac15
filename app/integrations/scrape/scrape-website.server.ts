import { env, unknownProvider } from "~/config/env.server";
import { log } from "~/server/log.server";
import { decodeHtmlBody } from "./decode-body";
import { extractFromHtml } from "./extract";
import {
  SafeFetchError,
  type SafeFetchOptions,
  type SafeFetchResponse,
  safeFetch,
} from "./safe-fetch.server";
import { EMPTY_SCRAPE_RESULT, type ScrapeResult } from "./types";

export type { ScrapeResult } from "./types";
export { EMPTY_SCRAPE_RESULT } from "./types";

export type ScrapeOptions = Partial<SafeFetchOptions> & {
  /** Overrides SCRAPE_PROVIDER (true: fetch, false: offline). */
  enabled?: boolean;
};

/**
 * Reads the owner's existing website for onboarding. Never throws: when scraping is off, the address
 * is refused, the site is down, slow, huge or not HTML, the spec's defaults come back instead
 * (empty text, no logo, phone or e-mail) and onboarding carries on.
 */
export async function scrapeWebsite(url: string, options: ScrapeOptions = {}): Promise<ScrapeResult> {
  try {
    const config = env();
    const { enabled = fetchesPages(config.SCRAPE_PROVIDER), ...overrides } = options;
    if (!enabled) return { ...EMPTY_SCRAPE_RESULT };
    const fetchOptions: SafeFetchOptions = {
      timeoutMs: config.SCRAPE_TIMEOUT_MS,
      maxBytes: config.SCRAPE_MAX_BYTES,
      ...overrides,
    };
    const page = await fetchPage(url.trim(), fetchOptions);
    const contentType = headerText(page.headers["content-type"]);
    if (page.status < 200 || page.status >= 300) throw new Error(`HTTP ${page.status}`);
    if (contentType && !/^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType)) {
      throw new Error(`not HTML (${contentType})`);
    }
    return extractFromHtml(decodeHtmlBody(page.body, contentType), page.url);
  } catch (error) {
    const reason =
      error instanceof SafeFetchError ? error.code : error instanceof Error ? error.message : String(error);
    log("warn", "scraping an existing website failed", { host: describeHost(url), reason });
    return { ...EMPTY_SCRAPE_RESULT };
  }
}

/** The provider switch: "fetch" reads the old site, "offline" returns the defaults at once. */
function fetchesPages(provider: ReturnType<typeof env>["SCRAPE_PROVIDER"]): boolean {
  switch (provider) {
    case "fetch":
      return true;
    case "offline":
      return false;
    default:
      throw unknownProvider("SCRAPE_PROVIDER", provider);
  }
}

/**
 * Owners type "hansen-toemrer.dk" without a scheme. Try https first; many small sites still only
 * answer on http, so fall back to it when the https connection itself fails.
 */
async function fetchPage(url: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  if (hasScheme(url)) return safeFetch(url, options);
  try {
    return await safeFetch(`https://${url}`, options);
  } catch (error) {
    if (error instanceof SafeFetchError && error.code === "NETWORK")
      return safeFetch(`http://${url}`, options);
    throw error;
  }
}

function hasScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function describeHost(url: string): string {
  try {
    return new URL(hasScheme(url) ? url : `http://${url}`).host;
  } catch {
    return "(invalid)";
  }
}
