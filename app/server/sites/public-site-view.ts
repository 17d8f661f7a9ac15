import type { OpeningHours } from "~/db/schema/companies";

/**
 * Customer-page data is public twice: in the HTML and in React Router's route data (`/{cvr}.data`,
 * `/_site.data` ...), which anyone can request. So the loader itself returns only what the page shows:
 * these helpers cut the database rows down to it.
 */

/** The images the page itself refers to (its content holds their storage keys); never the archive. */
export function imagesShownOn<T extends { path: string; variants: Array<{ key: string }> }>(
  content: unknown,
  images: readonly T[],
): T[] {
  const refs = new Set<string>();
  collectStrings(content, refs);
  return images.filter((image) => refs.has(image.path) || image.variants.some((v) => refs.has(v.key)));
}

/** The menu entries of the other pages: label, address and kind, in menu order; no content. */
export function menuPages<T extends { pageName: string; title: string; slug: string; type: string }>(
  pages: readonly T[],
): Array<{ pageName: string; slug: string; type: T["type"] }> {
  return pages.map((page) => ({
    pageName: page.pageName.trim() || page.title.trim() || page.slug,
    slug: page.slug,
    type: page.type,
  }));
}

/** Opening hours only when the owner shows them. */
export function shownHours(hours: OpeningHours, showHours: boolean): OpeningHours {
  return showHours ? hours : {};
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) collectStrings(item, into);
}
