import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type DbOrTx, db } from "~/db/client.server";
import { isPageId } from "~/server/pages/is-page-id";

/**
 * Deletes the row `id` of a table whose rows belong to a company, only when it is `companyId`'s:
 * another company's id, or one that is no uuid at all, deletes nothing (false).
 */
export async function deleteCompanyRow(
  table: PgTable & { id: PgColumn; companyId: PgColumn },
  companyId: string,
  id: string,
  executor: DbOrTx = db(),
): Promise<boolean> {
  if (!isPageId(id)) return false;
  const result = await executor.delete(table).where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return (result.rowCount ?? 0) > 0;
}
