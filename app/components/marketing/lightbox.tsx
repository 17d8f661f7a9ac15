import { StrokeIcon } from "~/components/ui/stroke-icon";
import type { ContentImage } from "~/content/types";

/** A content image at its own size; one high in the first screen is `eager`, the rest load when near. */
export function ContentImg({
  image,
  className,
  eager = false,
}: {
  image: ContentImage;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

/**
 * An image that opens a full-screen preview in a modal <dialog>. Without JavaScript the trigger is a
 * plain link to the image file. `LightboxScript` (a few inline lines carrying the CSP nonce) turns
 * each trigger into an opener; the dialog closes on a click anywhere, on Escape (native for modal
 * dialogs) and with its labelled close button (a method="dialog" form, which needs no script).
 */
export function LightboxImage({
  id,
  image,
  label,
  closeLabel,
  className = "",
  imageClassName = "",
  eager = false,
}: {
  id: string;
  image: ContentImage;
  /** Visible text under the image telling that it can be enlarged. */
  label: string;
  closeLabel: string;
  className?: string;
  imageClassName?: string;
  eager?: boolean;
}) {
  return (
    <>
      <a
        href={image.src}
        data-lightbox={id}
        aria-haspopup="dialog"
        className={`group block rounded-2xl focus-visible:outline-offset-4 ${className}`}
      >
        <ContentImg
          image={image}
          eager={eager}
          className={`h-auto w-full cursor-zoom-in rounded-2xl border border-stone-200 bg-white shadow-md transition-shadow group-hover:shadow-xl ${imageClassName}`}
        />
        <span className="mt-3 inline-flex min-h-6 items-center gap-2 font-medium text-brand-700 text-sm group-hover:underline">
          <StrokeIcon
            d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6"
            viewBox="0 0 20 20"
            className="size-4"
            strokeLinecap="round"
          />
          {label}
        </span>
      </a>
      <dialog
        id={id}
        aria-label={image.alt}
        className="m-0 h-dvh max-h-none w-dvw max-w-none cursor-zoom-out flex-col items-center justify-center gap-4 bg-stone-950 p-4 text-white open:flex backdrop:bg-stone-950/80 sm:p-8"
      >
        <form method="dialog" className="absolute top-3 right-3 sm:top-5 sm:right-5">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-stone-900 shadow hover:bg-stone-100"
          >
            <StrokeIcon
              d="m5 5 10 10M15 5 5 15"
              viewBox="0 0 20 20"
              className="size-4"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
            {closeLabel}
          </button>
        </form>
        <ContentImg
          image={image}
          className="max-h-[80dvh] w-auto max-w-full rounded-lg bg-white object-contain"
        />
        {image.caption ? <p className="max-w-3xl text-center text-stone-100">{image.caption}</p> : null}
      </dialog>
    </>
  );
}

const SCRIPT = `document.querySelectorAll("a[data-lightbox]").forEach(function(a){var d=document.getElementById(a.getAttribute("data-lightbox"));if(!d||typeof d.showModal!=="function")return;a.addEventListener("click",function(e){e.preventDefault();d.showModal()});d.addEventListener("click",function(){d.close()})});`;

/** The few lines that open the lightboxes; place it after the last LightboxImage of the page. */
export function LightboxScript({ nonce }: { nonce: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, allowed by the nonce.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
