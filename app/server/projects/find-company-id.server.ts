import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";

/** The company shown under /{cvr} on the main host, or null. */
export async function findCompanyIdByCvr(cvr: string): Promise<string | null> {
  const [row] = await db()
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cvr, cvr))
    .limit(1);
  return row?.id ?? null;
}
