import type { PageLayout } from "./site-content";

/** The fields of a page an owner edits that a layout may show. */
export type LayoutField = "title" | "subtitle" | "body" | "heroImage" | "mainImage" | "gallery";

/**
 * The one source of truth for which fields each layout shows (issue 12): the editor offers exactly
 * these, and the preview and the public page (SitePage) show exactly these. A field kept in the
 * content for another layout is not shown, so switching layouts back and forth loses nothing.
 */
export const LAYOUT_FIELDS: Record<PageLayout, readonly LayoutField[]> = {
  hero: ["title", "subtitle", "body", "heroImage", "mainImage"],
  text: ["title", "body"],
  "text-image": ["title", "body", "mainImage"],
  gallery: ["title", "body", "gallery"],
  grid: ["title", "body"],
};

export function layoutShows(layout: PageLayout, field: LayoutField): boolean {
  return (LAYOUT_FIELDS[layout] ?? LAYOUT_FIELDS.text).includes(field);
}
