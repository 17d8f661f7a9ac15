import { eq, sql } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { type DnsOptions, lookupDomain } from "~/integrations/dns/index.server";
import type { DomainCheck, RecordStatus } from "~/schemas/domain";
import { OWNERSHIP_MESSAGES } from "~/schemas/ownership";
import { AppError } from "~/server/errors";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { DOMAIN_TAKEN_MESSAGE } from "~/server/settings/update-settings.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { domainRecords } from "./domain-records";

export type { DomainCheck };

// 'Tjek DNS' asks outside DNS servers: a few checks a minute are plenty for a person.
const CHECKS_PER_WINDOW = 20;
const WINDOW_SECONDS = 10 * 60;

/**
 * 'Tjek DNS' (SPEC §2 Domæne): looks up the A record of the company's saved own domain and the TXT record
 * `_haandvaerkernet.<domain>`; when the A record includes DNS_A_RECORD and the TXT record carries the
 * company's token, the domain is marked verified (custom_domain_verified_at) and from then on serves the
 * site. A domain that is already verified stays verified when a later check fails (DNS hiccups must not
 * take a site down). Another company's verified domain cannot be verified twice (unique partial index).
 */
export async function verifyCustomDomain(companyId: string, dns: DnsOptions = {}): Promise<DomainCheck> {
  if (!(await hitRateLimit(`dns-check:${companyId}`, CHECKS_PER_WINDOW, WINDOW_SECONDS))) {
    throw new AppError("RATE_LIMITED", "Du har tjekket DNS mange gange. Vent et par minutter, og prøv igen.");
  }
  const [company] = await db()
    .select({
      customDomain: companies.customDomain,
      verifiedAt: companies.customDomainVerifiedAt,
      token: companies.domainVerificationToken,
      ownershipVerifiedAt: companies.ownershipVerifiedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
  // Issue 27: an own domain is for a firm that has proved the CVR number is theirs.
  if (!company.ownershipVerifiedAt && !company.verifiedAt)
    throw new AppError("FORBIDDEN", OWNERSHIP_MESSAGES.domainNeedsOwnership, "customDomain");
  const domain = company.customDomain;
  if (!domain) {
    throw new AppError(
      "VALIDATION",
      "Skriv dit domæne, og gem ændringerne, før du tjekker DNS.",
      "customDomain",
    );
  }

  const expectedA = env().DNS_A_RECORD;
  const records = domainRecords(domain, company.token, expectedA);
  const lookup = await lookupDomain(domain, records.txt.name, dns);
  if (
    (!lookup.a.ok && lookup.a.reason === "unavailable") ||
    (!lookup.txt.ok && lookup.txt.reason === "unavailable")
  ) {
    throw new AppError("UNAVAILABLE", "Kunne ikke slå domænet op i DNS lige nu. Prøv igen om lidt.");
  }
  const found = lookup.a.ok ? lookup.a.values : [];
  const aStatus: RecordStatus = found.includes(expectedA) ? "ok" : found.length > 0 ? "wrong" : "missing";
  const txtValues = lookup.txt.ok ? lookup.txt.values.map((value) => value.trim()) : [];
  const txtStatus: RecordStatus = txtValues.includes(records.txt.value)
    ? "ok"
    : txtValues.length > 0
      ? "wrong"
      : "missing";

  const passes = aStatus === "ok" && txtStatus === "ok";
  if (passes && !company.verifiedAt) await markVerified(companyId, domain);
  return {
    domain,
    verified: passes || company.verifiedAt !== null,
    a: { status: aStatus, found },
    txt: { status: txtStatus },
  };
}

async function markVerified(companyId: string, domain: string): Promise<void> {
  try {
    await db().transaction(async (tx) => {
      // Only if the owner has not changed the domain while DNS was being asked.
      const updated = await tx
        .update(companies)
        .set({ customDomainVerifiedAt: sql`now()` })
        .where(sql`${companies.id} = ${companyId} and ${companies.customDomain} = ${domain}`)
        .returning({ id: companies.id });
      if (updated.length > 0) await bumpSiteVersion(tx, companyId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", DOMAIN_TAKEN_MESSAGE, "customDomain");
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
