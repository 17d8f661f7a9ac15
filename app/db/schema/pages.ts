import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

export const PAGE_LAYOUTS = ["hero", "text", "text-image", "gallery", "grid"] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
export type PageType = "homepage" | "page";

export type GalleryItem = { title: string; description: string; image: string };
/** SPEC §3: hero{title, subtitle, backgroundImage}; main{content, image, gallery[]}. Images are storage keys. */
export type PageContent = {
  hero?: { title?: string; subtitle?: string; backgroundImage?: string };
  main?: { content?: string; image?: string; gallery?: GalleryItem[] };
  /** Older documents kept these at the top of content; read through normalizePage. */
  subtitle?: string;
  content?: string;
};

export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pageName: text("page_name").notNull(),
    title: text("title").notNull().default(""),
    subtitle: text("subtitle").notNull().default(""),
    slug: text("slug").notNull(),
    type: text("type").$type<PageType>().notNull().default("page"),
    layout: text("layout").$type<PageLayout>().notNull().default("text"),
    content: jsonb("content").$type<PageContent>().notNull().default({}),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pages_company_slug_idx").on(table.companyId, table.slug),
    index("pages_company_created_idx").on(table.companyId, table.createdAt),
    uniqueIndex("pages_one_homepage_idx").on(table.companyId).where(sql`${table.type} = 'homepage'`),
  ],
);
