import { PhoneLink } from "~/components/site/phone-link";
/**
 * Phones first (issue 10): on narrow screens a bar fixed at the bottom with "Ring" and "Få et tilbud",
 * so the two ways to get work started are always one tap away. Hidden from md up, where the header
 * shows both.
 */
export function PhoneActionBar({
  phoneHref,
  quoteHref,
}: {
  phoneHref: string | null;
  quoteHref: string | null;
}) {
  if (!phoneHref && !quoteHref) return null;
  const button =
    "inline-flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 font-semibold text-lg";
  return (
    <nav
      aria-label="Hurtig kontakt"
      // Focus and #anchors scroll clear of the bar (scroll-padding-bottom in app/app.css).
      data-fixed-bottom="site"
      className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-(--site-border) border-t bg-white p-2 md:hidden"
    >
      {phoneHref ? (
        <PhoneLink href={phoneHref} className={`${button} border-2 border-(--site-primary) text-stone-950`}>
          Ring
        </PhoneLink>
      ) : null}
      {quoteHref ? (
        <a
          href={quoteHref}
          className={`${button} bg-(--site-primary) text-white hover:bg-(--site-primary-hover)`}
        >
          Få et tilbud
        </a>
      ) : null}
    </nav>
  );
}
