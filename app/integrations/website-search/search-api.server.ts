import { log } from "~/server/log.server";
import { buildSearchQuery, pickCompanyWebsite } from "./pick";
import type { WebsiteSearchHit } from "./types";

export type SearchApiOptions = {
  /** The Google Custom Search JSON API endpoint, or another service with the same shape. */
  baseUrl: string;
  key: string;
  /** The search engine id; optional because compatible services may not need one. */
  cx?: string;
  timeoutMs: number;
};

/**
 * Finds a company's existing website with a Custom Search JSON API
 * (GET ?key=&cx=&q= → {items: [{link, title, snippet}]}). Never throws: any failure is "not found".
 */
export async function searchCompanyWebsite(
  companyName: string,
  options: SearchApiOptions,
): Promise<WebsiteSearchHit | null> {
  if (companyName.trim() === "") return null;
  const url = new URL(options.baseUrl);
  url.searchParams.set("key", options.key);
  if (options.cx) url.searchParams.set("cx", options.cx);
  url.searchParams.set("q", buildSearchQuery(companyName));

  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      log("warn", "website search failed", { status: response.status });
      return null;
    }
    return pickCompanyWebsite(readHits(await response.json()));
  } catch (error) {
    log("warn", "website search failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The usable items of a response; a response without items (no results) is an empty list. */
function readHits(body: unknown): WebsiteSearchHit[] {
  if (typeof body !== "object" || body === null || !("items" in body) || !Array.isArray(body.items))
    return [];
  return body.items.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { link, title, snippet } = item as Record<string, unknown>;
    if (typeof link !== "string" || link === "") return [];
    return [
      {
        link,
        title: typeof title === "string" ? title : "",
        snippet: typeof snippet === "string" ? snippet : "",
      },
    ];
  });
}
