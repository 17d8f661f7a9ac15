import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyKeyColumn } from "./company-columns";

/**
 * A company's subscription as last read from the billing provider (Stripe): never from a browser
 * redirect. One row per company, created when the owner first starts a checkout (it holds the
 * provider's customer id). `syncedAt` is when the provider object was fetched: an older read never
 * overwrites a newer one, so webhooks arriving out of order are harmless.
 */
export const subscriptions = pgTable("subscriptions", {
  companyId: companyKeyColumn(),
  customerId: text("customer_id").notNull().unique(),
  subscriptionId: text("subscription_id").unique(),
  /** The provider's status: trialing, active, past_due, canceled, unpaid, incomplete, ... (null: none yet). */
  status: text("status"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  /** Price per period in øre, moms included. */
  amount: integer("amount"),
  currency: text("currency"),
  paymentMethodBrand: text("payment_method_brand"),
  paymentMethodLast4: text("payment_method_last4"),
  /** When the subscription stopped being paid for (ended or unpaid): the grace period counts from here. */
  endedAt: timestamp("ended_at", { withTimezone: true }),
  syncedAt: timestamp("synced_at", { withTimezone: true, precision: 6 }),
  createdAt: timestampDefaultNow("created_at"),
  updatedAt: timestampDefaultNow("updated_at"),
});

/** Every webhook event applied, by the provider's event id: a second delivery is a no-op. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestampDefaultNow("received_at"),
});

/** Small key/value state of the billing job (e.g. up to when grace ends have been handled). */
export const billingJobState = pgTable("billing_job_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
