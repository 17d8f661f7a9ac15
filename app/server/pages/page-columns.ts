import { pages } from "~/db/schema";

/** A page's own words and layout: what a save changes and a version keeps. */
export const pageTextColumns = {
  pageName: pages.pageName,
  slug: pages.slug,
  title: pages.title,
  subtitle: pages.subtitle,
  layout: pages.layout,
  content: pages.content,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
};

/** A page as the site and the editor show it. */
export const pageColumns = {
  id: pages.id,
  type: pages.type,
  ...pageTextColumns,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};
