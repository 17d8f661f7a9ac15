import { uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/** The company a row belongs to: deleting the company deletes the row. */
export const companyIdColumn = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** The same for a table with at most one row per company. */
export const companyKeyColumn = () =>
  uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" });
