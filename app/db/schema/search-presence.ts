import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { timestampDefaultNow } from "./columns";
import { companyIdColumn, companyKeyColumn } from "./company-columns";

/** Name, address and phone as one source states them (the NAP check, issue 26). */
export type NapValues = { name: string; address: string; phone: string };

/**
 * Issue 26 "being found": the search engines' verification tokens the owner pasted, what the owner
 * says their Google Business Profile shows, and the last CVR register answer the NAP check compared
 * against (kept a day so the dashboard does not spend the register's quota on every visit).
 * One row per company, created on first save.
 */
export const searchPresence = pgTable("search_presence", {
  companyId: companyKeyColumn(),
  /** The content of Google Search Console's `google-site-verification` meta tag ("" = none). */
  googleVerification: text("google_verification").notNull().default(""),
  /** The content of Bing Webmaster Tools' `msvalidate.01` meta tag ("" = none). */
  bingVerification: text("bing_verification").notNull().default(""),
  /** What the owner says their Google Business Profile shows; null = not entered. */
  businessProfile: jsonb("business_profile").$type<NapValues>(),
  /** The CVR register's name, address and phone at cvrCheckedAt; null = not looked up (or not found). */
  cvrNap: jsonb("cvr_nap").$type<NapValues>(),
  cvrCheckedAt: timestamp("cvr_checked_at", { withTimezone: true }),
  updatedAt: timestampDefaultNow("updated_at"),
});

/**
 * When each published page's content last really changed (issue 26: sitemaps with true lastmod).
 * Every publish hashes each rendered page (build-specific asset names left out); a changed hash
 * moves changed_at. The sitemap's lastmod and the URLs sent to IndexNow come from here.
 */
export const sitePageStamps = pgTable(
  "site_page_stamps",
  {
    companyId: companyIdColumn(),
    /** The page's path on the site's own host: "/" or "/{slug}". */
    path: text("path").notNull(),
    hash: text("hash").notNull(),
    changedAt: timestampDefaultNow("changed_at"),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.path] })],
);
