import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { QuoteKind, QuoteStatus, QuoteTiming } from "~/schemas/quote-request";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

export type { QuoteKind, QuoteStatus, QuoteTiming };

/**
 * One photo of a request: two WebP renditions under the private storage prefix (never served by
 * /media), the full one and a thumbnail for the inbox.
 */
export type QuotePhoto = { key: string; thumbKey: string; width: number; height: number; bytes: number };

/** A "Få et tilbud" request sent from a customer site's form to the company's owner. */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    description: text("description").notNull(),
    timing: text("timing").$type<QuoteTiming>().notNull(),
    photos: jsonb("photos").$type<QuotePhoto[]>().notNull().default([]),
    status: text("status").$type<QuoteStatus>().notNull().default("new"),
    /** The owner's private note. */
    note: text("note").notNull().default(""),
    /** When the owner marked it "Udført" (issue 26; null: not done). A review request may follow within 14 days. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** "quote" (the "Få et tilbud" form) or "callback" ("Ring mig op": name, phone and when). */
    kind: text("kind").$type<QuoteKind>().notNull().default("quote"),
    /** For a callback: when the visitor wants to be called (one of CALLBACK_TIMES), else "". */
    callbackTime: text("callback_time").notNull().default(""),
    /**
     * When the owner first answered it (issue 25): the first reply sent, or the first status change
     * (a call-back ends as "Kontaktet"). Null until then; the reply time is this minus created_at.
     */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** When the owner first opened it (null: unread). */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestampDefaultNow("created_at"),
    /** Last change by anyone; retention counts from here. */
    updatedAt: timestampDefaultNow("updated_at"),
  },
  (table) => [
    index("quote_requests_company_created_idx").on(table.companyId, table.createdAt.desc()),
    index("quote_requests_updated_idx").on(table.updatedAt),
    index("quote_requests_unread_idx").on(table.companyId).where(sql`${table.readAt} is null`),
  ],
);

/** A reply the owner sent from the inbox (issue 25), kept with the request; the mail is in the outbox. */
export const quoteReplies = pgTable(
  "quote_replies",
  {
    id: idColumn(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentAt: timestampDefaultNow("sent_at"),
  },
  (table) => [index("quote_replies_request_idx").on(table.quoteRequestId, table.sentAt)],
);

/** The owner's saved reply texts ("Skabeloner"), with {navn}, {opgave}, {firma}, {telefon} filled in. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [index("reply_templates_company_idx").on(table.companyId, table.name)],
);
