import { type LayoutField, layoutShows } from "~/schemas/layout-fields";
import type { GalleryItem, PageLayout } from "~/schemas/site-content";
import { PAGE_LAYOUTS } from "~/schemas/site-content";
import type { SitePageRecord } from "~/schemas/site-view";

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
  return {
    layout,
    title: firstText(page.title, content.hero?.title, page.pageName),
    subtitle: firstText(content.hero?.subtitle, content.subtitle, page.subtitle),
    body: firstText(content.main?.content, content.content),
    heroImage: firstText(content.hero?.backgroundImage) || null,
    image: firstText(content.main?.image) || null,
    gallery,
  };
}

/**
 * Only what the page's layout shows (LAYOUT_FIELDS, the list the editor offers too): fields kept in
 * the content for another layout stay stored but are not rendered. The heading is always there.
 */
export function shownByLayout(page: NormalizedPage): NormalizedPage {
  const shows = (field: LayoutField) => layoutShows(page.layout, field);
  return {
    ...page,
    subtitle: shows("subtitle") ? page.subtitle : "",
    body: shows("body") ? page.body : "",
    heroImage: shows("heroImage") ? page.heroImage : null,
    image: shows("mainImage") ? page.image : null,
    gallery: shows("gallery") ? page.gallery : [],
  };
}
