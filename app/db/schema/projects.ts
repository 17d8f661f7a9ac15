import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ProjectPhoto } from "../../schemas/project";
import { idColumn, timestampDefaultNow } from "./columns";
import { companyIdColumn } from "./company-columns";
import { pages } from "./pages";
import { quoteRequests } from "./quote-requests";

export type { ProjectPhoto };

/**
 * "Udførte opgaver" (issue 26): a finished job with its photos (archive images, referenced by storage
 * key like the profile's work photos), town (a postcode of the shipped list) and service page.
 */
export const projects = pgTable(
  "projects",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The public address /udfoerte-opgaver/{slug}; unique per company. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** "" on a draft made from a request without a readable postcode. */
    postcode: text("postcode").notNull().default(""),
    /** The postcode's town name from the shipped list, stored at save time. */
    town: text("town").notNull().default(""),
    /** Which service page the job belongs to; the page's deletion leaves the project without one. */
    servicePageId: uuid("service_page_id").references(() => pages.id, { onDelete: "set null" }),
    doneOn: date("done_on", { mode: "string" }).notNull(),
    text: text("text").notNull().default(""),
    photos: jsonb("photos").$type<ProjectPhoto[]>().notNull().default([]),
    before: jsonb("before").$type<ProjectPhoto | null>(),
    after: jsonb("after").$type<ProjectPhoto | null>(),
    /** "Gav håndværkerfradrag": offered only for trades whose work qualifies. */
    fradrag: boolean("fradrag").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /** When it was first published (the monthly report counts projects published in a month). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The won request it was made from (its customer's name is never copied). */
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: timestampDefaultNow("created_at"),
    updatedAt: timestampDefaultNow("updated_at"),
  },
  (table) => [
    uniqueIndex("projects_company_slug_idx").on(table.companyId, table.slug),
    index("projects_company_done_idx").on(table.companyId, table.doneOn.desc()),
  ],
);
