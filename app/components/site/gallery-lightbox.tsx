import { GALLERY_ESCAPE_SCRIPT } from "./gallery-escape-script";
import type { ResolvedImage } from "./site-images";

export type LightboxItem = { title: string; description: string; resolved: ResolvedImage };

/** The ids the enlarge view works by: the thumbnail's link and the big view (its :target). */
export const galleryIds = (i: number) => ({ thumb: `galleri-${i + 1}`, view: `billede-${i + 1}` });

/** What the enlarge view and its thumbnail link are called for screen readers. */
export function lightboxLabel(item: LightboxItem, i: number, count: number): string {
  const name = item.title.trim() || item.resolved.alt.trim();
  return `Billede ${i + 1} af ${count}${name ? `: ${name}` : ""}`;
}

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 font-semibold text-stone-950 hover:bg-stone-200";

/**
 * The gallery's enlarge view without JavaScript (issue 12): each image has a full-screen view that is
 * shown while it is the page's :target (#billede-N). Navigating to it focuses it (tabindex -1: a
 * labelled dialog for screen readers); "Luk" goes back to the thumbnail's link (#galleri-N), which
 * gets the focus again; "Forrige"/"Næste" step through. The big image loads only when shown (lazy).
 * Escape closes it too, where scripts run (GALLERY_ESCAPE_SCRIPT: a few inline lines, also in the zip).
 */
export function GalleryLightbox({ items }: { items: LightboxItem[] }) {
  return (
    <>
      {items.map((item, i) => {
        const ids = galleryIds(i);
        const label = lightboxLabel(item, i, items.length);
        return (
          <div
            key={ids.view}
            id={ids.view}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            className="fixed inset-0 z-50 hidden flex-col items-center justify-center gap-3 overflow-y-auto bg-stone-950/95 p-4 text-white target:flex"
          >
            <img
              src={item.resolved.src}
              srcSet={item.resolved.srcSet}
              sizes={item.resolved.srcSet ? "100vw" : undefined}
              width={item.resolved.width}
              height={item.resolved.height}
              alt={item.resolved.alt || item.title}
              loading="lazy"
              decoding="async"
              className="h-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
            />
            {item.title || item.description ? (
              <div className="max-w-2xl text-center">
                {item.title ? <p className="font-semibold text-lg">{item.title}</p> : null}
                {item.description ? <p className="mt-1 text-stone-200">{item.description}</p> : null}
              </div>
            ) : null}
            <div className="flex flex-wrap justify-center gap-2">
              {i > 0 ? (
                <a href={`#${galleryIds(i - 1).view}`} className={BUTTON}>
                  Forrige billede
                </a>
              ) : null}
              <a href={`#${ids.thumb}`} className={BUTTON}>
                Luk billedet
              </a>
              {i < items.length - 1 ? (
                <a href={`#${galleryIds(i + 1).view}`} className={BUTTON}>
                  Næste billede
                </a>
              ) : null}
            </div>
          </div>
        );
      })}
      {items.length > 0 ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own fixed script, allowed by its CSP hash
        <script dangerouslySetInnerHTML={{ __html: GALLERY_ESCAPE_SCRIPT }} />
      ) : null}
    </>
  );
}
