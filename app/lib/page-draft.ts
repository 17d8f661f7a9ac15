import type { PageDraft } from "~/schemas/page";
import type { PageContent, PageSnapshot } from "~/schemas/site-content";

type PageFields = PageSnapshot;

/**
 * Reads a page row into the editor's flat draft. Both places the spec says text may sit are read
 * (SPEC §3: subtitle and content at the top of content, or inside content.hero / content.main).
 */
export function toPageDraft(page: PageFields): PageDraft {
  const content = page.content ?? {};
  return {
    pageName: page.pageName,
    title: page.title || content.hero?.title || "",
    subtitle: page.subtitle || content.hero?.subtitle || content.subtitle || "",
    layout: page.layout,
    body: content.main?.content ?? content.content ?? "",
    heroImage: content.hero?.backgroundImage ?? "",
    mainImage: content.main?.image ?? "",
    gallery: (content.main?.gallery ?? []).map((item) => ({
      title: item.title ?? "",
      description: item.description ?? "",
      image: item.image ?? "",
    })),
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
  };
}

/** Line breaks as the site splits them: \r\n and \r from some browsers become \n. */
function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * The canonical nested content of a draft. The hero part is kept whatever the layout, so switching
 * layouts back and forth loses nothing; the old top-level keys are not written again.
 */
export function toPageContent(draft: PageDraft): PageContent {
  const main: NonNullable<PageContent["main"]> = { content: normalizeLineBreaks(draft.body) };
  if (draft.mainImage) main.image = draft.mainImage;
  main.gallery = draft.gallery.map((item) => ({
    title: item.title.trim(),
    description: normalizeLineBreaks(item.description).trim(),
    image: item.image,
  }));
  const hero: NonNullable<PageContent["hero"]> = { title: draft.title, subtitle: draft.subtitle };
  if (draft.heroImage) hero.backgroundImage = draft.heroImage;
  return { hero, main };
}
