import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { companies } from "~/db/schema";
import { AppError } from "~/server/errors";

/** The owner's e-mail of a site whose form takes requests; NOT_FOUND when the form is off or the site gone. */
export async function findRequestInbox(tx: Tx, companyId: string): Promise<{ ownerEmail: string }> {
  const [company] = await tx
    .select({ companyEmail: companies.companyEmail, quoteFormEnabled: companies.quoteFormEnabled })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.quoteFormEnabled) throw new AppError("NOT_FOUND", "Siden blev ikke fundet");
  return { ownerEmail: company.companyEmail };
}
