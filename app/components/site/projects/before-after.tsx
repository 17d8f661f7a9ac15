import type { ProjectPhoto } from "~/schemas/project";
import type { SiteImage } from "~/schemas/site-view";
import { SiteImageTag } from "../site-image";
import { resolveImage } from "../site-images";

/**
 * Før/efter without JavaScript (issue 26): two radio buttons in a labelled group choose which photo
 * shows (CSS :has in app/app.css, `.site-ba`). Radios are keyboard operable as they are (Tab into the
 * group, arrow keys switch), screen readers announce "Før"/"Efter" with the group's name, and each
 * photo keeps its own alt text. "Efter" is shown first: the finished work is what the page is about.
 */
export function BeforeAfter({
  before,
  after,
  images,
  name,
  title,
}: {
  before: ProjectPhoto;
  after: ProjectPhoto;
  images: SiteImage[];
  /** A name unique on the page: the radios' group. */
  name: string;
  title: string;
}) {
  const shown = [
    { key: "before", label: "Før", photo: before },
    { key: "after", label: "Efter", photo: after },
  ] as const;
  return (
    <figure className="site-ba">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-2 font-semibold text-stone-950">{`Før og efter: ${title}`}</legend>
        {shown.map((item) => (
          <label
            key={item.key}
            className="site-ba-choice inline-flex min-h-11 cursor-pointer items-center gap-2 border-2 border-(--site-primary) px-4 font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={item.key}
              defaultChecked={item.key === "after"}
              className="size-4 accent-(--site-primary)"
            />
            {item.label}
          </label>
        ))}
      </fieldset>
      <div className="mt-3">
        {shown.map((item) => {
          const image = resolveImage(item.photo.image, images, { width: 1200, height: 900 }, item.photo.alt);
          if (!image) return null;
          return (
            <div key={item.key} data-ba={item.key}>
              <SiteImageTag
                // The stored default already says "Før: …"; an owner's own description gets the word added.
                image={{
                  ...image,
                  alt: item.photo.alt.startsWith(`${item.label}:`)
                    ? item.photo.alt
                    : `${item.label}: ${item.photo.alt}`,
                }}
                sizes="(min-width: 768px) 720px, 100vw"
                className="site-card aspect-4/3 h-auto w-full bg-(--site-soft) object-cover"
              />
            </div>
          );
        })}
      </div>
      <figcaption className="mt-2 text-stone-700">Vælg Før eller Efter for at sammenligne.</figcaption>
    </figure>
  );
}
