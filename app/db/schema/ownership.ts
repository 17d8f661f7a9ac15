import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companies } from "./companies";
import { companyIdColumn, companyKeyColumn } from "./company-columns";

/**
 * Issue 27: the one pending ownership code of a company (a new code replaces the old one). The code
 * itself is never stored, only an HMAC bound to the company, method and destination it was sent to.
 */
export const ownershipCodes = pgTable("ownership_codes", {
  companyId: companyKeyColumn(),
  /** "email" or "sms". */
  method: text("method").notNull(),
  /** Where the register says the code went: an e-mail address or a Danish mobile number. */
  destination: text("destination").notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  /** "verify": the signed-in owner proves their site; "takeover": the register's owner claims the CVR. */
  purpose: text("purpose").notNull().default("verify"),
  createdAt: timestampDefaultNow("created_at"),
});

/**
 * Issue 27: every step of proving who owns a CVR number, kept after the company is gone (support and
 * disputes need the history of a CVR, not of one row): company_id is set null, the CVR stays.
 */
export const ownershipEvents = pgTable(
  "ownership_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    cvr: varchar("cvr", { length: 8 }).notNull(),
    /** code-sent | code-wrong | verified | oidc-refused | taken-over */
    event: text("event").notNull(),
    /** email | sms | oidc | seed | existing | takeover (a site made with a CVR its owner had just taken over) */
    method: text("method").notNull(),
    /** The signed-in user who did it (null for seeds and migrations). */
    userId: text("user_id"),
    /** Masked destination, claim values and the like: never a code. */
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [index("ownership_events_cvr_idx").on(table.cvr, table.createdAt)],
);

/**
 * Issue 27: a MitID Erhverv login in progress (OpenID Connect). The broker returns to one fixed address
 * on the product's main host, where the owner has no session (sessions are host-only), so the login is
 * found by its `state`; `browser_hash` binds it to the browser that started it (a cookie set on the
 * main host). Single use, 10 minutes.
 */
export const ownershipOidcLogins = pgTable("ownership_oidc_logins", {
  state: text("state").primaryKey(),
  companyId: companyIdColumn(),
  userId: text("user_id").notNull(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  /** The broker's authorization URL, where /mitid/start sends the browser. */
  authorizeUrl: text("authorize_url").notNull(),
  /** HMAC of the main-host cookie set when the browser went on to the broker; null until then. */
  browserHash: text("browser_hash"),
  /** Where the owner continues afterwards: their admin's Ejerskab page on the host they came from. */
  returnTo: text("return_to").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Issue 27, "Er det din virksomhed?": a CVR number taken over by the register's owner is held for the
 * e-mail they gave for a week: only a sign-up with that e-mail can take it, and that site starts
 * verified (the proof was just given). Nobody can race them to the freed number.
 */
export const cvrReservations = pgTable("cvr_reservations", {
  cvr: varchar("cvr", { length: 8 }).primaryKey(),
  email: text("email").notNull(),
  method: text("method").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
