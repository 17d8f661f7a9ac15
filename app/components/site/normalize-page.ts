import { layoutShows } from "~/schemas/layout-fields";
import type { GalleryItem, PageLayout } from "~/schemas/site-content";
import { PAGE_LAYOUTS } from "~/schemas/site-content";
import type { SitePageRecord } from "./types";

/**
 * SPEC §3: a page's subtitle and body text appear both at the page's top level and inside `content`
 * (hero{title, subtitle, backgroundImage}; main{content, image, gallery[]}; older documents kept
 * `subtitle`/`content` at the top of content). This is the one place that reads both forms: the first
 * non-empty value wins, the structured form (what the editor writes) first.
 */
export type NormalizedPage = {
  layout: PageLayout;
  title: string;
  subtitle: string;
  body: string;
  heroImage: string | null;
  image: string | null;
  gallery: GalleryItem[];
};

const firstText = (...values: Array<string | null | undefined>): string => {
  for (const value of values) if (typeof value === "string" && value.trim() !== "") return value.trim();
  return "";
};

export function normalizePage(page: SitePageRecord): NormalizedPage {
  const content = page.content ?? {};
  const layout = (PAGE_LAYOUTS as readonly string[]).includes(page.layout) ? page.layout : "text";
  const gallery = Array.isArray(content.main?.gallery)
    ? content.main.gallery
        .filter((item): item is GalleryItem => typeof item === "object" && item !== null)
        .map((item) => ({
          title: typeof item.title === "string" ? item.title : "",
          description: typeof item.description === "string" ? item.description : "",
          image: typeof item.image === "string" ? item.image : "",
        }))
        .filter((item) => item.title !== "" || item.description !== "" || item.image !== "")
    : [];
  // Only what the layout shows (LAYOUT_FIELDS, which the editor offers too); the page heading falls
  // back to the page's name.
  const shows = (field: Parameters<typeof layoutShows>[1]) => layoutShows(layout, field);
  return {
    layout,
    title: firstText(
      shows("title") ? page.title : "",
      shows("title") ? content.hero?.title : "",
      page.pageName,
    ),
    subtitle: shows("subtitle") ? firstText(content.hero?.subtitle, content.subtitle, page.subtitle) : "",
    body: shows("body") ? firstText(content.main?.content, content.content) : "",
    heroImage: (shows("heroImage") && firstText(content.hero?.backgroundImage)) || null,
    image: (shows("mainImage") && firstText(content.main?.image)) || null,
    gallery: shows("gallery") ? gallery : [],
  };
}
