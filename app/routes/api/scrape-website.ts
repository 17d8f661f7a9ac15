import { z } from "zod";
import { cachedScrapeWebsite } from "~/integrations/scrape/cached-scrape.server";
import { isValidWebsiteAddress } from "~/lib/naming";
import { requestInfoContext } from "~/server/context";
import { addressKey } from "~/server/rate-limit/address-key";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import type { Route } from "./+types/scrape-website";

// SPEC §5: the onboarding form's message for an address that is not a web address.
const INVALID_ADDRESS = "Indtast venligst en gyldig webadresse";

/** Reads per address (an IPv6 /64) in SCRAPE_WINDOW_SECONDS: onboarding needs one or two (F13). */
export const SCRAPE_LIMIT = 10;
const SCRAPE_WINDOW_SECONDS = 600;

const bodySchema = z.object({
  url: z.string().trim().max(2048, INVALID_ADDRESS).refine(isValidWebsiteAddress, INVALID_ADDRESS),
});

/**
 * POST /api/scrapeWebsite {url} → {mainContent, logo, phone, email} (SPEC §7). A valid address always
 * answers 200: when the site cannot be read, the defaults come back and onboarding carries on.
 * Anyone may call it (onboarding runs before an account exists), so it is limited per address like
 * the CVR lookup, and each address is read at most once per 10 minutes (cachedScrapeWebsite).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Metoden er ikke tilladt" }, { status: 405, headers: { Allow: "POST" } });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: INVALID_ADDRESS }, { status: 400 });
  const { ip } = context.get(requestInfoContext);
  if (!(await hitRateLimit(`scrape-api:${addressKey(ip)}`, SCRAPE_LIMIT, SCRAPE_WINDOW_SECONDS))) {
    return Response.json(
      { error: "For mange opslag. Vent et par minutter, og prøv igen." },
      { status: 429, headers: { "Retry-After": String(SCRAPE_WINDOW_SECONDS) } },
    );
  }
  // The spec's four fields only: the image list is for the onboarding photo step, read on the server.
  const { mainContent, logo, phone, email } = await cachedScrapeWebsite(parsed.data.url);
  return Response.json({ mainContent, logo, phone, email });
}
