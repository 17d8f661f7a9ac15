import { date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

/**
 * One row per company and reported month (the month's first day): the primary key makes the monthly
 * report mail exactly once, whatever the number of instances, runs or restarts.
 */
export const monthlyReports = pgTable(
  "monthly_reports",
  {
    companyId: companyIdColumn(),
    month: date("month").notNull(),
    sentAt: timestampDefaultNow("sent_at"),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);

/**
 * Storage keys whose rows are gone and whose files still have to be deleted. A trigger on
 * quote_requests fills it on every delete, also the cascade of a company delete; the sweep
 * (app/server/quote-requests/sweep-deleted-files.server.ts) deletes the files, then the rows.
 */
export const deletedFiles = pgTable("deleted_files", {
  key: text("key").primaryKey(),
  deletedAt: timestampDefaultNow("deleted_at"),
});
