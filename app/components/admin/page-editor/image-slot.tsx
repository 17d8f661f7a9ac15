import { ImagePicker } from "~/components/admin/image-picker";
import { Button } from "~/components/ui/button";
import { mediaUrl } from "~/integrations/storage/types";
import type { ArchiveImage } from "~/schemas/image";

/** The URL of a stored image value: a storage key, or already a URL. */
function imageSrc(value: string): string {
  return /^(https?:)?\/\//.test(value) || value.startsWith("/") ? value : mediaUrl(value);
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
}: {
  label: string;
  value: string;
  images: ArchiveImage[];
  onChange: (key: string) => void;
  removeLabel?: string;
  /** Read after the remove button's text by screen readers, e.g. "fra billede 2". */
  srContext?: string;
  pickerTitle?: string;
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
        ) : (
          <p className="flex aspect-[4/3] w-32 items-center justify-center rounded-lg border border-stone-300 border-dashed bg-stone-50 p-2 text-center text-sm text-stone-600">
            Intet billede valgt
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
    </fieldset>
  );
}
