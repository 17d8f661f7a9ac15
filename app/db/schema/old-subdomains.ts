import { index, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * Subdomains a company has left (issue 23): each still answers 301 to the same path on the company's
 * current subdomain, and nobody else can take it, for OLD_SUBDOMAIN_KEPT_DAYS after the change
 * (docs/decisions/030-changing-the-subdomain.md). Rows past that are ignored and overwritten.
 */
export const oldSubdomains = pgTable(
  "old_subdomains",
  {
    subdomain: varchar("subdomain", { length: 63 }).primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("old_subdomains_company_idx").on(table.companyId)],
);
