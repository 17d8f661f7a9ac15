import type { ReactNode } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";

export const container = "mx-auto max-w-6xl px-4";

/**
 * A full-width homepage section (issue 22): a short kicker above a visible H2, content below. The
 * bands alternate white and tint by their place among the homepage's sections (app/app.css,
 * `.site-home`), so a section that is left out never leaves two tints side by side.
 */
export function Band({
  id,
  kicker,
  title,
  intro,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titel`} className="site-band scroll-mt-16">
      <div className={`${container} py-8 sm:py-16`}>
        <p className="site-kicker">{kicker}</p>
        <h2 id={`${id}-titel`} className="site-heading mt-1 font-bold text-2xl text-stone-950 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** A telephone receiver, for "Ring …" buttons. */
export function PhoneIcon({ className = "size-5" }: { className?: string }) {
  return (
    <StrokeIcon
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
      className={className}
    />
  );
}
