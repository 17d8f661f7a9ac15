import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";

/**
 * Switches the company's monthly report mail on or off (the opt-out link, /admin/settings). Not part
 * of the site, so the site version stays. Returns the company's name, or null when it no longer exists.
 */
export async function setMonthlyReport(companyId: string, enabled: boolean): Promise<string | null> {
  const [row] = await db()
    .update(companies)
    .set({ monthlyReportEnabled: enabled })
    .where(eq(companies.id, companyId))
    .returning({ name: companies.name });
  return row?.name ?? null;
}

/** Whether the company gets the report, and its name (the opt-out page), or null when it is gone. */
export async function readMonthlyReport(
  companyId: string,
): Promise<{ name: string; enabled: boolean } | null> {
  const [row] = await db()
    .select({ name: companies.name, enabled: companies.monthlyReportEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
