import { env, unknownProvider } from "~/config/env.server";
import { searchCompanyWebsite } from "./search-api.server";
import type { WebsiteSearchHit } from "./types";

export type { WebsiteSearchHit } from "./types";

const SEARCH_TIMEOUT_MS = 5000;

/**
 * Finds the company's existing website, or null (WEBSITE_SEARCH_PROVIDER). Offline it is always null:
 * onboarding then simply asks the owner for the address. env() has checked that api comes with a key.
 */
export async function findCompanyWebsite(companyName: string): Promise<WebsiteSearchHit | null> {
  const config = env();
  switch (config.WEBSITE_SEARCH_PROVIDER) {
    case "offline":
      return null;
    case "api":
      return searchCompanyWebsite(companyName, {
        baseUrl: config.WEBSITE_SEARCH_URL,
        key: config.WEBSITE_SEARCH_KEY ?? "",
        cx: config.WEBSITE_SEARCH_CX,
        timeoutMs: SEARCH_TIMEOUT_MS,
      });
    default:
      throw unknownProvider("WEBSITE_SEARCH_PROVIDER", config.WEBSITE_SEARCH_PROVIDER);
  }
}
