import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";
import { pages } from "./pages";

/** Why a redirect exists: a page was renamed, the owner made it, or it came from the old website. */
export type RedirectSource = "rename" | "owner" | "old-site";

/**
 * Permanent (301) redirects of a customer site, automatic and owner-made in one table. The target is
 * a page (by id, so it follows later renames: any old address reaches the page's current address in
 * one hop) or an https URL. A page whose address equals `from_path` wins over the redirect.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** Decoded path within the site, starting with "/", without a trailing slash ("/om-os"). */
    fromPath: text("from_path").notNull(),
    toPageId: uuid("to_page_id").references(() => pages.id, { onDelete: "cascade" }),
    toUrl: text("to_url"),
    source: text("source").$type<RedirectSource>().notNull(),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [
    uniqueIndex("redirects_company_from_idx").on(table.companyId, table.fromPath),
    index("redirects_to_page_idx").on(table.toPageId),
    check("redirects_one_target", sql`(${table.toPageId} is null) <> (${table.toUrl} is null)`),
  ],
);

/**
 * The page addresses found on the owner's old website (its sitemap.xml or homepage links, read when the
 * site was created or when the owner asks again), offered one by one as redirects until the owner has
 * decided: `decided_at` is set for every address on the list they saved, accepted or not.
 */
export const oldSiteAddresses = pgTable(
  "old_site_addresses",
  {
    companyId: companyIdColumn(),
    /** Decoded path on the old site, in the spelling of redirects.from_path ("/om-firmaet.html"). */
    path: text("path").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.path] })],
);
