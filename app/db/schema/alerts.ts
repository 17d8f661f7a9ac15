import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { deliveryColumns, idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn, companyKeyColumn } from "./company-columns";
import { quoteRequests } from "./quote-requests";

/**
 * One browser (phone, computer) that the owner switched Web Push on for (issue 25): the push
 * service's endpoint and the keys the payload is encrypted to (RFC 8291). A 404/410 from the push
 * service means the browser dropped the subscription: the row is deleted.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The owner's name for the device ("iPhone", "Chrome på Windows"). */
    label: text("label").notNull(),
    createdAt: timestampDefaultNow("created_at"),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (table) => [index("push_subscriptions_company_idx").on(table.companyId)],
);

export type AlertStatus = "pending" | "sending" | "sent" | "failed";

/**
 * The durable queue of alerts, like the mail outbox: a row per (request, device), written in the same
 * transaction as the quote request, so a request gives at most one push per device whatever the
 * instances; workers claim rows FOR UPDATE SKIP LOCKED and retry failures with backoff.
 * `quote_request_id` is null for the owner's "Send en test".
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyIdColumn(),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text("status").$type<AlertStatus>().notNull().default("pending"),
    ...deliveryColumns(),
  },
  (table) => [
    unique("alert_deliveries_request_device").on(table.quoteRequestId, table.subscriptionId),
    index("alert_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("alert_deliveries_company_idx").on(table.companyId, table.createdAt.desc()),
  ],
);

export type SmsAlertMode = "off" | "always" | "escalate";

/**
 * The owner's SMS alerts (issue 25): the mobile number, confirmed with a code before anything is sent
 * to it, and when to text: at every request, or only when a request is still unopened after
 * 15/30/60 minutes of the site's opening hours.
 */
export const smsAlertSettings = pgTable("sms_alert_settings", {
  companyId: companyKeyColumn(),
  /** The confirmed number ("12 34 56 78"); null until a code was confirmed. */
  phone: text("phone"),
  /** A number waiting for its code: the code's HMAC, expiry and wrong tries. */
  pendingPhone: text("pending_phone"),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  codeAttempts: integer("code_attempts").notNull().default(0),
  mode: text("mode").$type<SmsAlertMode>().notNull().default("off"),
  escalateMinutes: integer("escalate_minutes").notNull().default(30),
  updatedAt: timestampDefaultNow("updated_at"),
});

/**
 * One SMS per request at most (unique quote_request_id), queued in the request's transaction and due
 * at once ("always") or at the escalation time; a request opened before then is skipped.
 */
export const smsAlerts = pgTable(
  "sms_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyIdColumn(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .unique()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    escalation: integer("escalation_minutes"),
    status: text("status").$type<AlertStatus | "skipped">().notNull().default("pending"),
    ...deliveryColumns(),
    // No default: whoever queues the alert sets when it is due (after the escalation minutes).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sms_alerts_due_idx").on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
  ],
);
