import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";
import { quoteRequests } from "./quote-requests";

/**
 * Issue 26: the review requests a firm sent ("Bed om en anmeldelse"), one per finished job at most.
 * The customer's address is kept only as an HMAC (emailKey), enough for the rules (never twice to
 * one address within 6 months, never after an opt-out) and for the monthly report's count; the row
 * outlives its quote request (retention deletes those) so the 6-month rule still holds.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The job it is about; unique, so one job gets one request; null once the request was deleted. */
    quoteRequestId: uuid("quote_request_id")
      .unique()
      .references(() => quoteRequests.id, { onDelete: "set null" }),
    emailKey: text("email_key").notNull(),
    sentAt: timestampDefaultNow("sent_at"),
  },
  (table) => [index("review_requests_company_email_idx").on(table.companyId, table.emailKey, table.sentAt)],
);

/** Customers who said no to review requests from a firm (the opt-out link; no login). */
export const reviewOptOuts = pgTable(
  "review_opt_outs",
  {
    companyId: companyIdColumn(),
    emailKey: text("email_key").notNull(),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.emailKey] })],
);
