import { boolean, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

/**
 * The trust sections a company switches on (issue 13): one row per company and section name
 * ("autorisation", "anmeldelser", "priser"). `data` is the section's own zod-validated shape
 * (app/schemas/sections/<name>.ts); a missing row means the section is off with its defaults.
 */
export const trustSections = pgTable(
  "trust_sections",
  {
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    data: jsonb("data").$type<unknown>().notNull(),
    updatedAt: timestampDefaultNow("updated_at"),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] })],
);
