import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";

/** The company a quote form POST belongs to, when its form is switched on. */
export async function findQuoteFormCompany(
  where: { companyId: string } | { cvr: string } | null,
): Promise<string | null> {
  if (!where) return null;
  const [company] = await db()
    .select({ id: companies.id, enabled: companies.quoteFormEnabled })
    .from(companies)
    .where("companyId" in where ? eq(companies.id, where.companyId) : eq(companies.cvr, where.cvr))
    .limit(1);
  return company?.enabled ? company.id : null;
}
