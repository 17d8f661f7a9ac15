import { and, eq, isNotNull, ne } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { hoursForStorage, type SettingsInput } from "~/schemas/settings";
import { AppError, isAppError } from "~/server/errors";
import { withSettingsVersion } from "~/server/history/settings-versions.server";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { lockCompany } from "~/server/sites/lock-company.server";

export const DOMAIN_TAKEN_MESSAGE =
  "Domænet er allerede tilknyttet en anden hjemmeside. Kontakt os, hvis det er dit domæne.";

/**
 * Saves the settings form (SPEC §7: phone, email, address, zipcode, city, hours, showHours, socialMedia,
 * domain, theme) for the company the session owns, and bumps the site version in the same transaction.
 * Keeps a version of the settings in the same transaction. A changed own domain loses its verification until 'Tjek DNS' succeeds for the new one.
 */
export async function updateSettings(companyId: string, input: SettingsInput, author = ""): Promise<void> {
  const customDomain = input.customDomain;
  if (customDomain && isProductDomain(customDomain)) {
    throw new AppError("VALIDATION", "Brug dit eget domæne, ikke Håndværkernets", "customDomain");
  }
  try {
    await db().transaction(async (tx) => {
      const current = await lockCompany(tx, companyId, { customDomain: companies.customDomain });
      if (!current) throw new AppError("NOT_FOUND", "Firma ikke fundet");

      const domainChanged = current.customDomain !== customDomain;
      if (customDomain && domainChanged) {
        const [taken] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(
            and(
              eq(companies.customDomain, customDomain),
              isNotNull(companies.customDomainVerifiedAt),
              ne(companies.id, companyId),
            ),
          )
          .limit(1);
        if (taken) throw new AppError("CONFLICT", DOMAIN_TAKEN_MESSAGE, "customDomain");
      }

      // Every settings save keeps a version ("Tidligere versioner" in settings, issue 12).
      await withSettingsVersion(tx, companyId, author, () =>
        tx
          .update(companies)
          .set({
            phone: input.phone,
            email: input.email,
            address: input.address,
            zipcode: input.zipcode,
            city: input.city,
            showHours: input.showHours,
            hours: hoursForStorage(input.hours),
            socialMedia: input.socialMedia,
            theme: input.theme,
            ...(domainChanged ? { customDomain, customDomainVerifiedAt: null } : {}),
          })
          .where(eq(companies.id, companyId)),
      );
      await bumpSiteVersion(tx, companyId);
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    log("error", "settings update failed", { companyId, error: String(error) });
    throw new AppError("UNAVAILABLE", "Kunne ikke opdatere firma information");
  }
}

/** The product's own domain and its subdomains can never be an own domain. */
function isProductDomain(host: string): boolean {
  const root = env().ROOT_DOMAIN;
  return host === root || host.endsWith(`.${root}`);
}
