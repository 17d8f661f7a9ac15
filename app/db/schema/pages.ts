import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  type GalleryItem,
  PAGE_LAYOUTS,
  type PageContent,
  type PageLayout,
  type PageType,
} from "../../schemas/site-content";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

export { type GalleryItem, PAGE_LAYOUTS, type PageContent, type PageLayout, type PageType };

export const pages = pgTable(
  "pages",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    pageName: text("page_name").notNull(),
    title: text("title").notNull().default(""),
    subtitle: text("subtitle").notNull().default(""),
    slug: text("slug").notNull(),
    type: text("type").$type<PageType>().notNull().default("page"),
    layout: text("layout").$type<PageLayout>().notNull().default("text"),
    content: jsonb("content").$type<PageContent>().notNull().default({}),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    /** False for a draft ("Kladde"): shown in the editor and its preview only, never to visitors. */
    published: boolean("published").notNull().default(true),
    /** Menu order set by the owner ("Flyt op"/"Flyt ned"); ties fall back to creation time. */
    position: integer("position").notNull().default(0),
    createdAt: timestampDefaultNow("created_at"),
    updatedAt: timestampDefaultNow("updated_at"),
  },
  (table) => [
    uniqueIndex("pages_company_slug_idx").on(table.companyId, table.slug),
    index("pages_company_created_idx").on(table.companyId, table.createdAt),
    uniqueIndex("pages_one_homepage_idx").on(table.companyId).where(sql`${table.type} = 'homepage'`),
  ],
);
