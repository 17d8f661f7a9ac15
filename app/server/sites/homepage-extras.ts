import { firstSentence } from "~/lib/first-sentence";
import type { PageContent } from "~/schemas/site-content";
import type { SiteWorkPhoto } from "~/schemas/site-profile";

/**
 * What the homepage (issue 22) shows of the site's other pages, cut down on the server so route data
 * stays small: each sub-page's first sentence (service cards for sites without profile services) and
 * up to three gallery photos ("Seneste opgaver" for sites without profile work photos).
 */

type PageRow = { slug: string; type: string; layout: string; content: PageContent };

export function pageSummaries(pages: readonly PageRow[]): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const page of pages) {
    if (page.type === "homepage") continue;
    const text = page.content.main?.content ?? "";
    const summary = firstSentence(text);
    if (summary) summaries.set(page.slug, summary);
  }
  return summaries;
}

/**
 * The summaries the homepage will show, and no others (its route data is public): none when the
 * profile has its own service cards, none when fewer than three pages have one (no overview then,
 * as app/components/site/home/home-data.ts decides), else the first six.
 */
export function shownPageSummaries(
  pages: readonly PageRow[],
  profileHasServices: boolean,
): Map<string, string> {
  if (profileHasServices) return new Map();
  const all = [...pageSummaries(pages)];
  return all.length >= 3 ? new Map(all.slice(0, 6)) : new Map();
}

export function galleryPhotos(pages: readonly PageRow[], limit = 3): SiteWorkPhoto[] {
  const photos: SiteWorkPhoto[] = [];
  for (const page of pages) {
    if (page.layout !== "gallery") continue;
    for (const item of page.content.main?.gallery ?? []) {
      if (item.image && photos.length < limit) photos.push({ image: item.image, alt: item.title ?? "" });
    }
  }
  return photos;
}
