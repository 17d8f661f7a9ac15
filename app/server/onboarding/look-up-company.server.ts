import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { lookupCvr } from "~/integrations/cvr/index.server";
import type { CvrCompany } from "~/integrations/cvr/types";
import { findCompanyWebsite } from "~/integrations/website-search/index.server";
import type { FoundWebsite } from "~/schemas/onboarding-flow";
import { recordEvent } from "~/server/events/record-event.server";

export type { FoundWebsite };

export type CompanyLookup =
  | { ok: true; company: CvrCompany; website: FoundWebsite | null }
  | { ok: false; error: string };

// SPEC §8 lookup messages.
export const LOOKUP_ERRORS = {
  notFound: "Kunne ikke finde firma med dette CVR nummer",
  failed: "Kunne ikke hente firmaoplysninger",
  taken: "Dette CVR nummer er allerede registreret",
} as const;

/**
 * Onboarding step 1: is the CVR free, what does the register say, and is there a website already?
 * Records the cvr_lookup event (success / already_registered / error) first-party.
 */
export async function lookUpCompany(cvr: string): Promise<CompanyLookup> {
  const event = (status: string) =>
    recordEvent("cvr_lookup", { status, cvr, cvrLength: cvr.length, timestamp: new Date().toISOString() });

  const [taken] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cvr, cvr))
    .limit(1);
  if (taken) {
    await event("already_registered");
    return { ok: false, error: LOOKUP_ERRORS.taken };
  }
  const result = await lookupCvr(cvr);
  if (!result.ok) {
    await event("error");
    return { ok: false, error: result.error === "NOT_FOUND" ? LOOKUP_ERRORS.notFound : LOOKUP_ERRORS.failed };
  }
  await event("success");
  const hit = await findCompanyWebsite(result.company.name).catch(() => null);
  const website = hit ? { url: hit.link, title: hit.title, description: hit.snippet } : null;
  return { ok: true, company: result.company, website };
}
