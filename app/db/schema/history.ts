import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { PageSnapshot, PageType, SettingsSnapshot } from "../../schemas/site-content";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

export type { PageSnapshot, SettingsSnapshot };

/** The columns of one saved version, of a page or of the settings. */
const versionColumns = <Snapshot>() => ({
  id: idColumn(),
  companyId: companyIdColumn(),
  /** Who saved: the owner's login e-mail. */
  author: text("author").notNull(),
  /** What changed, in Danish words ("Overskrift ændret, Tekst ændret"). */
  summary: text("summary").notNull(),
  snapshot: jsonb("snapshot").$type<Snapshot>().notNull(),
  createdAt: timestampDefaultNow("created_at"),
});

/**
 * "Tidligere versioner": one row per save of a page (at most 50 per page, pruned in the saving
 * transaction). No foreign key to pages: a page in the trash keeps its history until it is purged.
 */
export const pageVersions = pgTable(
  "page_versions",
  { ...versionColumns<PageSnapshot>(), pageId: uuid("page_id").notNull() },
  (table) => [index("page_versions_page_idx").on(table.pageId, table.createdAt)],
);

/** The settings' history, like page_versions (at most 50 per company). */
export const settingsVersions = pgTable("settings_versions", versionColumns<SettingsSnapshot>(), (table) => [
  index("settings_versions_company_idx").on(table.companyId, table.createdAt),
]);

/** What the trash keeps of a deleted page: its row as it was, to put back with the same id. */
export type TrashedPage = PageSnapshot & {
  slug: string;
  type: PageType;
  published: boolean;
  position: number;
  createdAt: string;
};

/** "Papirkurv": deleted pages, kept 30 days, then purged by a job (with their versions). */
export const pageTrash = pgTable(
  "page_trash",
  {
    /** The deleted page's id, reused on restore. */
    pageId: uuid("page_id").primaryKey(),
    companyId: companyIdColumn(),
    page: jsonb("page").$type<TrashedPage>().notNull(),
    deletedAt: timestampDefaultNow("deleted_at"),
  },
  (table) => [index("page_trash_company_idx").on(table.companyId, table.deletedAt)],
);
