import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db } from "~/db/client.server";
import { companies } from "~/db/schema";

/** The chosen columns of one company's row; undefined when there is no such company. */
export async function companyColumns<T extends SelectedFields>(
  companyId: string,
  columns: T,
): Promise<SelectResultFields<T> | undefined> {
  const selection: SelectedFields = columns;
  const [row] = await db().select(selection).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row as SelectResultFields<T> | undefined;
}

/** The columns a site's canonical origin is made of (canonicalOrigin, subdomainUrl). */
export const originColumns = {
  subdomain: companies.subdomain,
  customDomain: companies.customDomain,
  customDomainVerifiedAt: companies.customDomainVerifiedAt,
};
