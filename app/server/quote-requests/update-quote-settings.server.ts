import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { QUOTE_RETENTION_MONTHS } from "~/schemas/quote-request";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

/**
 * "Vis tilbudsformular" and how long requests are kept. Both show on the site (the form, the
 * privacy notice), so the site version is bumped in the same transaction.
 */
export async function updateQuoteSettings(
  companyId: string,
  settings: { enabled: boolean; retentionMonths: (typeof QUOTE_RETENTION_MONTHS)[number] },
): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ quoteFormEnabled: settings.enabled, quoteRetentionMonths: settings.retentionMonths })
      .where(eq(companies.id, companyId));
    await bumpSiteVersion(tx, companyId);
  });
}
