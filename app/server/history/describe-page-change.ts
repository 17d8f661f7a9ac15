import type { PageSnapshot } from "~/db/schema";
import { toPageDraft } from "~/lib/page-draft";

/** The words a version is listed with, in the order the editor shows the fields. */
const FIELDS: Array<{ label: string; of: (draft: ReturnType<typeof toPageDraft>) => unknown }> = [
  { label: "Sidenavn ændret", of: (d) => d.pageName },
  { label: "Overskrift ændret", of: (d) => d.title },
  { label: "Undertitel ændret", of: (d) => d.subtitle },
  { label: "Tekst ændret", of: (d) => d.body },
  { label: "Billede ændret", of: (d) => [d.heroImage, d.mainImage] },
  { label: "Galleri ændret", of: (d) => d.gallery },
  { label: "Layout ændret", of: (d) => d.layout },
  { label: "SEO ændret", of: (d) => [d.metaTitle, d.metaDescription] },
];

/** What a save changed, in Danish ("Overskrift ændret, Tekst ændret"). */
export function describePageChange(before: PageSnapshot, after: PageSnapshot): string {
  const a = toPageDraft(before);
  const b = toPageDraft(after);
  const changed = FIELDS.filter((field) => JSON.stringify(field.of(a)) !== JSON.stringify(field.of(b)));
  return changed.length === 0 ? "Gemt uden ændringer" : changed.map((field) => field.label).join(", ");
}
