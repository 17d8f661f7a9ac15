import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ImageVariant } from "../../schemas/site-content";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";

export type { ImageVariant };

export const images = pgTable(
  "images",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The owner's file name, cleaned; shown in the archive. */
    name: text("name").notNull(),
    /** Storage key of the largest rendition: images/{cvr}/{timestamp}-{filename}. */
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    cvr: text("cvr").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<ImageVariant[]>().notNull().default([]),
    /** The owner's description for screen readers (issue 23); "" = none, sites fall back to their own. */
    alt: text("alt").notNull().default(""),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [index("images_company_idx").on(table.companyId, table.createdAt)],
);
