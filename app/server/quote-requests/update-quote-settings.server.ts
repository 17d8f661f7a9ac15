import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { QUOTE_RETENTION_MONTHS } from "~/schemas/quote-request";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";

export type QuoteSettings = {
  enabled: boolean;
  retentionMonths: (typeof QUOTE_RETENTION_MONTHS)[number];
  monthlyReport: boolean;
};

/**
 * "Vis tilbudsformular", how long requests are kept and the monthly report mail (/admin/settings).
 * The first two show on the site (the form, the privacy notice), so the site version is bumped in
 * the same transaction.
 */
export async function updateQuoteSettings(companyId: string, settings: QuoteSettings): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        quoteFormEnabled: settings.enabled,
        quoteRetentionMonths: settings.retentionMonths,
        monthlyReportEnabled: settings.monthlyReport,
      })
      .where(eq(companies.id, companyId));
    await bumpSiteVersion(tx, companyId);
  });
}
