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
