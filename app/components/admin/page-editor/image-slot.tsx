import { Link } from "react-router";
import { ImagePicker } from "~/components/admin/image-picker";
import type { EmptySlot } from "~/components/site/empty-image-slots";
import { Button } from "~/components/ui/button";
import { mediaUrl } from "~/integrations/storage/types";
import type { ArchiveImage } from "~/schemas/image";

/** How the Billeder tab names what an empty slot shows on the site. */
const EMPTY_SOURCE: Record<"illustration" | "work-photo", string> = {
  illustration: "Standardbillede: en tegning til dit fag",
  "work-photo": "Standardbillede: dit første billede af jeres arbejde",
};

/** The URL of a stored image value: a storage key, or already a URL. */
function imageSrc(value: string): string {
  return /^(https?:)?\/\//.test(value) || value.startsWith("/") ? value : mediaUrl(value);
}

/** Under the image slots: where new images are uploaded. */
export function ImageArchiveHint() {
  return (
    <p className="text-sm text-stone-700">
      Du kan uploade billeder i{" "}
      <Link to="/admin/images" className="font-semibold text-brand-800 underline">
        Billedearkiv
      </Link>
    </p>
  );
}

/**
 * One image of a page (hero background, side image, a gallery item): the chosen picture, 'Vælg
 * billede' (archive, or upload while fewer than 15 exist) and a button that removes it.
 */
export function ImageSlot({
  label,
  value,
  images,
  onChange,
  removeLabel = "Fjern billede",
  srContext,
  pickerTitle,
  empty,
  emptyHint,
}: {
  label: string;
  value: string;
  images: ArchiveImage[];
  onChange: (key: string) => void;
  removeLabel?: string;
  /** Read after the remove button's text by screen readers, e.g. "fra billede 2". */
  srContext?: string;
  pickerTitle?: string;
  /** What the site shows while nothing is chosen (emptyImageSlots); the slot shows the same. */
  empty?: EmptySlot;
  /** How to have no picture at all when the site shows a default one. */
  emptyHint?: string;
}) {
  const image = images.find((candidate) => candidate.path === value);
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-stone-900">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={image?.url ?? imageSrc(value)}
            srcSet={image?.srcSet}
            sizes="8rem"
            alt={`Valgt: ${image?.name ?? "billede"}`}
            className="aspect-[4/3] w-32 rounded-lg border border-stone-200 bg-stone-100 object-cover"
          />
        ) : empty?.kind === "image" ? (
          <figure className="w-32 space-y-1">
            <img
              src={empty.image.src}
              srcSet={empty.image.srcSet}
              sizes="8rem"
              alt={`${EMPTY_SOURCE[empty.source]}: ${empty.image.alt || "billede"}`}
              className="aspect-[4/3] w-32 rounded-lg border border-stone-200 bg-stone-100 object-cover"
            />
            <figcaption className="text-sm text-stone-700">{EMPTY_SOURCE[empty.source]}</figcaption>
          </figure>
        ) : (
          <p className="flex aspect-[4/3] w-32 items-center justify-center rounded-lg border border-stone-300 border-dashed bg-stone-50 p-2 text-center text-sm text-stone-600">
            {empty?.kind === "none" ? "Intet billede – toppen får sidens farve" : "Intet billede valgt"}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <ImagePicker
            images={images}
            onSelect={(chosen) => onChange(chosen.path)}
            {...(pickerTitle ? { title: pickerTitle } : {})}
          />
          {value ? (
            <Button variant="ghost" onClick={() => onChange("")}>
              {removeLabel}
              {srContext ? <span className="sr-only"> {srContext}</span> : null}
            </Button>
          ) : null}
        </div>
      </div>
      {!value && empty?.kind === "image" && emptyHint ? (
        <p className="text-sm text-stone-700">{emptyHint}</p>
      ) : null}
    </fieldset>
  );
}
