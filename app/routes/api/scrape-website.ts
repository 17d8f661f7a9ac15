import { z } from "zod";
import { scrapeWebsite } from "~/integrations/scrape/scrape-website.server";
import { isValidWebsiteAddress } from "~/lib/naming";
import type { Route } from "./+types/scrape-website";

// SPEC §5: the onboarding form's message for an address that is not a web address.
const INVALID_ADDRESS = "Indtast venligst en gyldig webadresse";

const bodySchema = z.object({
  url: z.string().trim().max(2048, INVALID_ADDRESS).refine(isValidWebsiteAddress, INVALID_ADDRESS),
});

/**
 * POST /api/scrapeWebsite {url} → {mainContent, logo, phone, email} (SPEC §7). A valid address always
 * answers 200: when the site cannot be read, the defaults come back and onboarding carries on.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Metoden er ikke tilladt" }, { status: 405, headers: { Allow: "POST" } });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: INVALID_ADDRESS }, { status: 400 });
  return Response.json(await scrapeWebsite(parsed.data.url));
}
