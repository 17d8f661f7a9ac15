import type { PageSnapshot } from "~/db/schema";

/**
 * The content of a page that a version keeps (and the trash keeps with the page's place in the site):
 * the one place that says which columns a page snapshot holds, used by saving and by deleting.
 */
export function pageSnapshot(page: PageSnapshot): PageSnapshot {
  return {
    pageName: page.pageName,
    title: page.title,
    subtitle: page.subtitle,
    layout: page.layout,
    content: page.content,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
  };
}
