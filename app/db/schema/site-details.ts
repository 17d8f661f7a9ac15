import { boolean, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { OnCallSchedule } from "~/schemas/sections/on-call-schedule";
import { timestampDefaultNow } from "./columns";
import { companyKeyColumn } from "./company-columns";

/** A closed period ("Lukket 22.12–2.1"): ISO dates, both days included, in Danish local time. */
export type HolidayPeriod = { from: string; to: string; note: string };

/** The owner's own section texts; a missing or empty one means "the trade's default text". */
export type SectionTexts = { fradragIntro?: string; areaIntro?: string; onCallText?: string };

/**
 * Issue 13 site sections (håndværkerfradrag, område, vagt/akut with holiday hours) and the per-site
 * icons and share image rendered from the company's data. One row per company, created on first save;
 * no row means every section is off and the product's default icons are used.
 */
export const siteDetails = pgTable("site_details", {
  companyId: companyKeyColumn(),
  /** "Håndværkerfradrag": the explainer (shown only for trades that qualify). */
  fradragEnabled: boolean("fradrag_enabled").notNull().default(false),
  /** "Område": the postcodes served, four-digit strings from the shipped list. */
  areaEnabled: boolean("area_enabled").notNull().default(false),
  areaPostcodes: jsonb("area_postcodes").$type<string[]>().notNull().default([]),
  /** "Vagt / akut": the on-call badge with its own number and hours. */
  onCallEnabled: boolean("on_call_enabled").notNull().default(false),
  onCallPhone: text("on_call_phone").notNull().default(""),
  /** When the on-call phone answers (structured; replaced the free-text on_call_hours). */
  onCallSchedule: jsonb("on_call_schedule")
    .$type<OnCallSchedule>()
    .notNull()
    .default({ always: false, days: [], note: "" }),
  /** The owner's own intro texts for fradrag, område and vagt ("" or missing = the trade's default). */
  texts: jsonb("texts").$type<SectionTexts>().notNull().default({}),
  /** Holiday closures that override the weekly hours while they last. */
  holidays: jsonb("holidays").$type<HolidayPeriod[]>().notNull().default([]),
  /** Storage keys of the rendered favicon (48 px), Apple touch icon (180 px) and share image (1200×630). */
  faviconKey: text("favicon_key"),
  touchIconKey: text("touch_icon_key"),
  ogImageKey: text("og_image_key"),
  /** Hash of what the images were rendered from; a save that changes none of it renders nothing. */
  imagesSource: text("images_source"),
  updatedAt: timestampDefaultNow("updated_at"),
});
