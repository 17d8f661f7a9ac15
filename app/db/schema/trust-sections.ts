import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

/**
 * The trust sections a company switches on (issue 13): one row per company and section name
 * ("autorisation", "anmeldelser", "priser"). `data` is the section's own zod-validated shape
 * (app/schemas/sections/<name>.ts); a missing row means the section is off with its defaults.
 */
export const trustSections = pgTable(
  "trust_sections",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    data: jsonb("data").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] })],
);
