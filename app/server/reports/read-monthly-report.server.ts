import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";

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
