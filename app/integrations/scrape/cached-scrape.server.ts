import { type ScrapeOptions, type ScrapeResult, scrapeWebsite } from "./scrape-website.server";

/** How long one read of an address is reused (onboarding asks again on Back, reload, creation). */
const SCRAPE_CACHE_MS = 10 * 60 * 1000;
/** Entries kept at most; the addresses come from anyone, so the map starts over when full. */
const MAX_ENTRIES = 500;

const cache = new Map<string, { at: number; result: Promise<ScrapeResult> }>();

/**
 * scrapeWebsite with a per-address memory (F13): the same address within 10 minutes is fetched once,
 * also when asked concurrently, so /api/scrapeWebsite cannot be used to hammer one website.
 */
export function cachedScrapeWebsite(url: string, options: ScrapeOptions = {}): Promise<ScrapeResult> {
  const key = url.trim().toLowerCase();
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < SCRAPE_CACHE_MS) return hit.result;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  // scrapeWebsite never throws: a failed read is cached too (the defaults), for the same 10 minutes.
  const result = scrapeWebsite(url, options);
  cache.set(key, { at: now, result });
  return result;
}
