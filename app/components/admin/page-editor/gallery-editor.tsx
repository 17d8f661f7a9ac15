import type { EmptySlot } from "~/components/site/empty-image-slots";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import type { ArchiveImage } from "~/schemas/image";
import { GALLERY_DESCRIPTION_MAX, GALLERY_MAX_ITEMS, GALLERY_TITLE_MAX } from "~/schemas/page";
import type { GalleryItem } from "~/schemas/site-content";
import { ImageArchiveHint, ImageSlot } from "./image-slot";

/** SPEC §2: the gallery list, each item with title, description and image; add and remove items. */
export function GalleryEditor({
  items,
  images,
  onChange,
  errors,
  emptyImage,
}: {
  items: GalleryItem[];
  /** What the site shows for an item without an image (the trade's drawings), when known. */
  emptyImage?: (index: number) => EmptySlot;
  images: ArchiveImage[];
  onChange: (items: GalleryItem[]) => void;
  errors: Partial<Record<string, string>>;
}) {
  const update = (index: number, change: Partial<GalleryItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <Panel id="gallery-heading" title="Galleri" level={3} className="space-y-4">
      <ImageArchiveHint />
      {items.length === 0 ? (
        <p className="text-stone-700">Galleriet er tomt. Tilføj det første billede.</p>
      ) : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={index}>
              <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
                <legend className="px-1 font-semibold text-stone-900">Billede {number}</legend>
                <ImageSlot
                  label="Billede"
                  value={item.image}
                  images={images}
                  onChange={(image) => update(index, { image })}
                  srContext={`fra billede ${number}`}
                  pickerTitle={`Vælg billede til billede ${number}`}
                  {...(emptyImage ? { empty: emptyImage(index) } : {})}
                />
                <Field
                  label="Titel"
                  name={`galleryTitle-${index}`}
                  value={item.title}
                  maxLength={GALLERY_TITLE_MAX}
                  onChange={(event) => update(index, { title: event.currentTarget.value })}
                  error={errors[`gallery.${index}.title`]}
                />
                <TextAreaField
                  label="Beskrivelse"
                  name={`galleryDescription-${index}`}
                  rows={3}
                  value={item.description}
                  maxLength={GALLERY_DESCRIPTION_MAX}
                  onChange={(event) => update(index, { description: event.currentTarget.value })}
                  error={errors[`gallery.${index}.description`]}
                />
                <Button variant="secondary" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  Slet<span className="sr-only"> billede {number}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.gallery ? <p className="font-medium text-red-700 text-sm">{errors.gallery}</p> : null}
      <Button
        variant="secondary"
        disabled={items.length >= GALLERY_MAX_ITEMS}
        onClick={() => onChange([...items, { title: "", description: "", image: "" }])}
      >
        <span aria-hidden="true">+</span> Tilføj billede
      </Button>
    </Panel>
  );
}
