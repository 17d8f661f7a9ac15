import { Link } from "react-router";
import type { EmptyImageSlots } from "~/components/site/empty-image-slots";
import type { ArchiveImage } from "~/schemas/image";
import { layoutShows } from "~/schemas/layout-fields";
import type { PageLayout } from "~/schemas/site-content";
import { ImageSlot } from "./image-slot";

/** SPEC §2 Media tab: the images the layout shows (LAYOUT_FIELDS): hero background, side image;
 * an empty slot shows what the site shows instead (issue 23). */
export function MediaTab({
  layout,
  heroImage,
  mainImage,
  images,
  onChange,
  empty,
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
      {layoutShows(layout, "heroImage") ? (
        <ImageSlot
          label="Baggrundsbillede øverst på siden"
          value={heroImage}
          images={images}
          onChange={(key) => onChange({ heroImage: key })}
          removeLabel="Fjern baggrundsbillede"
          pickerTitle="Vælg baggrundsbillede"
          {...(empty ? { empty: empty.heroImage } : {})}
        />
      ) : null}
      {/* The homepage has no side image (its own composition): no slot that changes nothing. */}
      {layoutShows(layout, "mainImage") && empty?.mainImage.kind !== "not-shown" ? (
        <ImageSlot
          label="Billede ved teksten"
          value={mainImage}
          images={images}
          onChange={(key) => onChange({ mainImage: key })}
          removeLabel="Fjern billede ved teksten"
          pickerTitle="Vælg billede ved teksten"
          {...(empty ? { empty: empty.mainImage } : {})}
          emptyHint="Vil du ikke have et billede ved teksten, så vælg layoutet „Kun tekst“ under Layout."
        />
      ) : null}
      <p className="text-sm text-stone-700">
        Du kan uploade billeder i{" "}
        <Link to="/admin/images" className="font-semibold text-brand-800 underline">
          Billedearkiv
        </Link>
      </p>
    </div>
  );
}
