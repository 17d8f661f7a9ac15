import { splitParagraphs } from "~/lib/site-text";
import type { GalleryItem } from "~/schemas/site-content";
import { GalleryLightbox, galleryIds, lightboxLabel } from "./gallery-lightbox";
import { RichText } from "./rich-text";
import { SiteImageTag } from "./site-image";
import type { ResolvedImage } from "./site-images";

const container = "mx-auto max-w-6xl px-4";

/**
 * Every section is named by a heading of its own (screen-reader users list and jump by them); the
 * body-text sections have no visible one, so theirs is visually hidden.
 */
function HiddenHeading({ id, text }: { id: string; text: string }) {
  return (
    <h2 id={id} className="sr-only">
      {text}
    </h2>
  );
}

/** The page heading band every layout but hero starts with. */
export function PageHeading({ title }: { title: string }) {
  return (
    <div className="border-(--site-border) border-b bg-(--site-tint)">
      <div className={`${container} py-10 sm:py-14`}>
        <h1 className="site-heading max-w-3xl text-balance font-bold text-3xl text-stone-950 sm:text-4xl">
          {title}
        </h1>
      </div>
    </div>
  );
}

/** Body text alone, in a readable column. */
export function TextSection({ body, prefix, heading }: { body: string; prefix: string; heading: string }) {
  if (!body) return null;
  return (
    <section aria-labelledby="tekst-titel" className={`${container} py-12 sm:py-16`}>
      <HiddenHeading id="tekst-titel" text={heading} />
      <RichText text={body} prefix={prefix} className="max-w-3xl" />
    </section>
  );
}

/** Text beside an image; the image goes first on small screens only when `imageFirst`. */
export function TextImageSection({
  body,
  prefix,
  image,
  heading,
  priority = false,
}: {
  body: string;
  prefix: string;
  image: ResolvedImage;
  heading: string;
  priority?: boolean;
}) {
  return (
    <section
      aria-labelledby="tekst-titel"
      className={`${container} grid items-start gap-10 py-12 sm:py-16 md:grid-cols-2`}
    >
      <HiddenHeading id="tekst-titel" text={heading} />
      <RichText text={body} prefix={prefix} />
      <SiteImageTag
        image={image}
        sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="h-auto w-full rounded-2xl bg-(--site-soft) object-cover shadow-sm"
      />
    </section>
  );
}

/** Gallery: items with title, description and image. */
export function GallerySection({
  body,
  prefix,
  items,
  heading,
}: {
  body: string;
  prefix: string;
  items: Array<GalleryItem & { resolved: ResolvedImage }>;
  heading: string;
}) {
  return (
    <section aria-labelledby="galleri-titel" className={`${container} py-12 sm:py-16`}>
      <HiddenHeading id="galleri-titel" text={heading} />
      {body ? <RichText text={body} prefix={prefix} className="mb-10 max-w-3xl" /> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li
            key={i}
            className="overflow-hidden rounded-2xl border border-(--site-border) bg-white shadow-sm"
          >
            <figure>
              {/* Opens the enlarge view (gallery-lightbox.tsx) without JavaScript. */}
              <a
                href={`#${galleryIds(i).view}`}
                id={galleryIds(i).thumb}
                aria-label={`Forstør ${lightboxLabel(item, i, items.length).replace(/^B/, "b")}`}
                className="block aspect-4/3 overflow-hidden bg-(--site-soft)"
              >
                <SiteImageTag
                  image={item.resolved}
                  sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
                  priority={i < 2}
                  className="h-full w-full object-cover"
                />
              </a>
              {item.title || item.description ? (
                <figcaption className="p-5">
                  {item.title ? (
                    <h2 className="site-heading font-semibold text-stone-950 text-xl">{item.title}</h2>
                  ) : null}
                  {item.description ? <p className="mt-2 text-stone-700">{item.description}</p> : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      <GalleryLightbox items={items} />
    </section>
  );
}

/** Grid: the paragraphs as cards (a single paragraph stays plain text). */
export function GridSection({ body, prefix, heading }: { body: string; prefix: string; heading: string }) {
  const paragraphs = splitParagraphs(body);
  if (paragraphs.length < 2) return <TextSection body={body} prefix={prefix} heading={heading} />;
  return (
    <section aria-labelledby="tekst-titel" className={`${container} py-12 sm:py-16`}>
      <HiddenHeading id="tekst-titel" text={heading} />
      <ul className={`grid gap-6 sm:grid-cols-2 ${paragraphs.length > 2 ? "lg:grid-cols-3" : ""}`}>
        {paragraphs.map((card, i) => (
          <li key={i} className="rounded-2xl border border-(--site-border) bg-(--site-tint) p-6 sm:p-8">
            <RichText text={card} prefix={prefix} />
          </li>
        ))}
      </ul>
    </section>
  );
}
