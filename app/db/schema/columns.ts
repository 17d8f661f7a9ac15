import { integer, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A point in time, with time zone, set by the database when the row is written (created_at, updated_at, …). */
export const timestampDefaultNow = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A row's own id, made by the database. */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

/**
 * A durable delivery queue's bookkeeping (the mail outbox, push and SMS alerts): tries so far, when the
 * next is due, the lease of the instance working on it, the last failure, and when it was sent.
 */
export const deliveryColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestampDefaultNow("next_attempt_at"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: timestampDefaultNow("created_at"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});
