import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { deliveryColumns, timestampDefaultNow } from "./columns";

export const contactMessages = pgTable("contact_messages", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: timestampDefaultNow("created_at"),
});

/**
 * Durable e-mail outbox: rows are written in the same transaction as the change that causes them and
 * delivered by a worker that claims rows with FOR UPDATE SKIP LOCKED.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    /** A blind copy (issue 26: Trustpilot's Automatic Feedback Service address); null for none. */
    bcc: text("bcc"),
    /** Extra header lines, e.g. List-Unsubscribe on the monthly report; null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Optional idempotency key: the same key is never queued twice. */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "written" | "failed">()
      .notNull()
      .default("pending"),
    ...deliveryColumns(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for rate limits (login failures, contact form), shared by all instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
