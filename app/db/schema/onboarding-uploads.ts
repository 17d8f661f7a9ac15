import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, timestampDefaultNow } from "./columns";

/**
 * Photos chosen during onboarding, before the site exists (issue 22): uploaded from the phone or found
 * on the old website. The files are already re-encoded (WebP, metadata gone) and live under the private
 * storage prefix; a row belongs to one onboarding draft (`draft_key`, a random id inside the signed
 * draft cookie). Creation moves the chosen ones into the company's image archive and deletes the rows;
 * rows older than a day are swept with their files (docs/decisions/029).
 */
export const onboardingUploads = pgTable(
  "onboarding_uploads",
  {
    id: idColumn(),
    draftKey: text("draft_key").notNull(),
    /** What the photo is for: "work" (Seneste opgaver), "logo" or "owner" (Mød mesteren). */
    kind: text("kind").$type<"work" | "logo" | "owner">().notNull(),
    /** "upload" (from the phone) or "found" (the old website). */
    origin: text("origin").$type<"upload" | "found">().notNull(),
    /** Cleaned file name, or the old site's alt text: the archive name and alt text. */
    name: text("name").notNull(),
    /** Private storage key of the re-encoded full image (at most 1600 px wide). */
    fullKey: text("full_key").notNull(),
    /** Private storage key of the 480 px preview the step shows. */
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Found photos wait for a tick; uploads are chosen by being uploaded (and can be unticked). */
    chosen: boolean("chosen").notNull(),
    createdAt: timestampDefaultNow("created_at"),
  },
  (table) => [
    index("onboarding_uploads_draft_idx").on(table.draftKey, table.createdAt),
    index("onboarding_uploads_created_idx").on(table.createdAt),
  ],
);
