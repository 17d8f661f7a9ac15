import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

/**
 * Subdomains a company has left (issue 23): each still answers 301 to the same path on the company's
 * current subdomain, and nobody else can take it, for OLD_SUBDOMAIN_KEPT_DAYS after the change
 * (docs/decisions/030-changing-the-subdomain.md). Rows past that are ignored and overwritten.
 */
export const oldSubdomains = pgTable(
  "old_subdomains",
  {
    subdomain: varchar("subdomain", { length: 63 }).primaryKey(),
    companyId: companyIdColumn(),
    changedAt: timestampDefaultNow("changed_at"),
  },
  (table) => [index("old_subdomains_company_idx").on(table.companyId)],
);
