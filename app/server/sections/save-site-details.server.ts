import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, siteDetails } from "~/db/schema";
import { AppError, isAppError } from "~/server/errors";
import { log } from "~/server/log.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

type Patch = Partial<
  Pick<
    typeof siteDetails.$inferInsert,
    | "fradragEnabled"
    | "areaEnabled"
    | "areaPostcodes"
    | "onCallEnabled"
    | "onCallPhone"
    | "onCallSchedule"
    | "texts"
    | "holidays"
  >
>;

/**
 * Saves one section's fields for the company (creating its site_details row on first save) and bumps
 * the site version in the same transaction, so the next request shows the change.
 */
export async function saveSiteDetails(companyId: string, patch: Patch): Promise<void> {
  try {
    await db().transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw new AppError("NOT_FOUND", "Firma ikke fundet");
      // Each section saves only its own texts: merged into the stored ones, never replacing them all.
      const texts = patch.texts
        ? sql`${siteDetails.texts} || ${JSON.stringify(patch.texts)}::jsonb`
        : undefined;
      await tx
        .insert(siteDetails)
        .values({ companyId, ...patch })
        .onConflictDoUpdate({
          target: siteDetails.companyId,
          set: { ...patch, ...(texts ? { texts } : {}), updatedAt: new Date() },
        });
      await bumpSiteVersion(tx, companyId);
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    log("error", "site details not saved", { companyId, error: String(error) });
    throw new AppError("UNAVAILABLE", "Kunne ikke gemme ændringerne lige nu. Prøv igen om lidt.");
  }
}
