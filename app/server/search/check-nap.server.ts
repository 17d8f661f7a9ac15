import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, type NapValues, searchPresence } from "~/db/schema";
import { lookupCvr } from "~/integrations/cvr/index.server";
import type { NapCheckView } from "~/schemas/search-presence";
import { companyColumns } from "~/server/sites/company-columns.server";
import { addressLine, compareNap } from "./compare-nap";
import { loadSearchPresence } from "./load-search-presence.server";

/** The register's answer is kept this long: the dashboard must not spend its quota on every visit. */
const CVR_FRESH_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's NAP check: the site's name, address and phone against the CVR register (asked at
 * most once a day per company; an outage or spent quota is said, never an error page) and against
 * what the owner entered from their Google Business Profile.
 */
export async function checkNap(
  companyId: string,
  now = new Date(),
  /** The register (tests pass their own answers; the cvr integration has its own protocol tests). */
  lookup: typeof lookupCvr = lookupCvr,
): Promise<NapCheckView | null> {
  const company = await companyColumns(companyId, {
    cvr: companies.cvr,
    name: companies.name,
    address: companies.address,
    zipcode: companies.zipcode,
    city: companies.city,
    phone: companies.phone,
  });
  if (!company) return null;
  const presence = await loadSearchPresence(companyId);
  let cvr = presence.cvrNap;
  let cvrUnavailable = false;
  const stale = !presence.cvrCheckedAt || now.getTime() - presence.cvrCheckedAt.getTime() > CVR_FRESH_MS;
  if (stale) {
    const result = await lookup(company.cvr);
    if (result.ok || result.error === "NOT_FOUND" || result.error === "INVALID_VAT") {
      cvr = result.ok
        ? {
            name: result.company.name,
            address: addressLine(result.company),
            phone: result.company.phone ?? "",
          }
        : null;
      await storeCvrAnswer(companyId, cvr, now);
    } else {
      // Quota or outage: the last answer (if any) still counts, and the card says the register was away.
      cvrUnavailable = cvr === null;
    }
  }
  const site: NapValues = { name: company.name, address: addressLine(company), phone: company.phone };
  return {
    cvrUnavailable,
    businessProfileMissing: presence.businessProfile === null,
    differences: compareNap({ site, cvr, google: presence.businessProfile }),
  };
}

async function storeCvrAnswer(companyId: string, cvrNap: NapValues | null, checkedAt: Date) {
  await db()
    .insert(searchPresence)
    .values({ companyId, cvrNap, cvrCheckedAt: checkedAt })
    .onConflictDoUpdate({
      target: searchPresence.companyId,
      set: { cvrNap, cvrCheckedAt: checkedAt, updatedAt: sql`now()` },
    });
}
