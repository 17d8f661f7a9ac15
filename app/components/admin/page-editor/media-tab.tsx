import type { EmptyImageSlots } from "~/components/site/empty-image-slots";
import type { ArchiveImage } from "~/schemas/image";
import { layoutShows } from "~/schemas/layout-fields";
import type { PageLayout } from "~/schemas/site-content";
import { ImageArchiveHint, ImageSlot } from "./image-slot";

/** The tab's slots, in order. */
const SLOTS = [
  {
    name: "heroImage",
    label: "Baggrundsbillede øverst på siden",
    removeLabel: "Fjern baggrundsbillede",
    pickerTitle: "Vælg baggrundsbillede",
  },
  {
    name: "mainImage",
    label: "Billede ved teksten",
    removeLabel: "Fjern billede ved teksten",
    pickerTitle: "Vælg billede ved teksten",
    emptyHint: "Vil du ikke have et billede ved teksten, så vælg layoutet „Kun tekst“ under Layout.",
  },
] as const;

/** SPEC §2 Media tab: the images the layout shows (LAYOUT_FIELDS): hero background, side image;
 * an empty slot shows what the site shows instead (issue 23). */
export function MediaTab({
  layout,
  empty,
  images,
  onChange,
  ...values
}: {
  layout: PageLayout;
  /** What the page shows in each slot left empty (emptyImageSlots), when known. */
  empty?: EmptyImageSlots;
  heroImage: string;
  mainImage: string;
  images: ArchiveImage[];
  onChange: (change: { heroImage?: string; mainImage?: string }) => void;
}) {
  return (
    <div className="space-y-6">
      {SLOTS.map(({ name, ...slot }) =>
        // A slot the page never shows (the homepage's side image) gets no slot that changes nothing.
        layoutShows(layout, name) && empty?.[name].kind !== "not-shown" ? (
          <ImageSlot
            key={name}
            {...slot}
            value={values[name]}
            images={images}
            onChange={(key) => onChange({ [name]: key })}
            {...(empty ? { empty: empty[name] } : {})}
          />
        ) : null,
      )}
      <ImageArchiveHint />
    </div>
  );
}
