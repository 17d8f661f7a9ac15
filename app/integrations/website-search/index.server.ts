import { env } from "~/config/env.server";
import { searchCompanyWebsite } from "./search-api.server";
import type { WebsiteSearchHit } from "./types";

export type { WebsiteSearchHit } from "./types";

const SEARCH_TIMEOUT_MS = 5000;

/**
 * Finds the company's existing website, or null. Offline (the default, no search key) it is always
 * null: onboarding then simply asks the owner for the address.
 */
export async function findCompanyWebsite(companyName: string): Promise<WebsiteSearchHit | null> {
  const config = env();
  if (config.WEBSITE_SEARCH_PROVIDER !== "api" || !config.WEBSITE_SEARCH_KEY) return null;
  return searchCompanyWebsite(companyName, {
    baseUrl: config.WEBSITE_SEARCH_URL,
    key: config.WEBSITE_SEARCH_KEY,
    cx: config.WEBSITE_SEARCH_CX,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });
}
