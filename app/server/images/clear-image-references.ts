import type { PageContent } from "~/db/schema/pages";

/** True when a stored image value (a storage key, or a /media/ URL of one) names one of the keys. */
function refersTo(value: unknown, keys: ReadonlySet<string>): boolean {
  if (typeof value !== "string" || value === "") return false;
  const at = value.lastIndexOf("/media/");
  return keys.has(at === -1 ? value : value.slice(at + "/media/".length));
}

/**
 * A page's content with every use of a deleted image emptied (SPEC §3 fields: hero.backgroundImage,
 * main.image, main.gallery[].image); gallery items keep their title and description.
 */
export function clearImageReferences(
  content: PageContent,
  keys: ReadonlySet<string>,
): { content: PageContent; changed: boolean } {
  let changed = false;
  const next: PageContent = { ...content };
  if (content.hero && refersTo(content.hero.backgroundImage, keys)) {
    next.hero = { ...content.hero, backgroundImage: "" };
    changed = true;
  }
  if (content.main) {
    const main = { ...content.main };
    if (refersTo(main.image, keys)) {
      main.image = "";
      changed = true;
    }
    if (Array.isArray(main.gallery) && main.gallery.some((item) => refersTo(item?.image, keys))) {
      main.gallery = main.gallery.map((item) =>
        refersTo(item?.image, keys) ? { ...item, image: "" } : item,
      );
      changed = true;
    }
    next.main = main;
  }
  return { content: changed ? next : content, changed };
}
