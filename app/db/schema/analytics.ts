import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

/** Cookie-less page views: a count per site, day and path. No IP, no identifier. */
export const pageViews = pgTable(
  "page_views",
  {
    companyId: companyIdColumn(),
    day: date("day").notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.path] })],
);

/** First-party product events, e.g. cvr_lookup with its status. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [index("analytics_events_name_idx").on(table.name, table.createdAt)],
);

/**
 * Taps on a site's phone numbers (issue 25), reported by the browser through the `ping` attribute of
 * tel: links: a count per site and Danish day. No IP, no identifier, and no page view.
 */
export const callTaps = pgTable(
  "call_taps",
  {
    companyId: companyIdColumn(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);
