import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { DbOrTx } from "~/db/client.server";
import { companies } from "~/db/schema";

/**
 * Locks the company's row until the transaction ends (SELECT … FOR UPDATE), so concurrent changes of
 * one site take turns, and reads `fields` of it; undefined when there is no such company.
 */
export async function lockCompany<Fields extends SelectedFields>(
  tx: DbOrTx,
  companyId: string,
  fields: Fields,
): Promise<SelectResultFields<Fields> | undefined> {
  const rows = await tx
    .select(fields as SelectedFields)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  return rows[0] as SelectResultFields<Fields> | undefined;
}
