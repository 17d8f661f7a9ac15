import type { ReactNode } from "react";

/**
 * One of the homepage's compact details (issue 22: authorisation, on-call, prices, fradrag and area; the
 * long ones as short teasers with the
 * rest behind a native disclosure, so a filled homepage stays within 8 phone screens). A labelled
 * section of its own, so the heading names it; the disclosure needs no script and keeps all the text
 * in the HTML.
 */
export function DetailCard({
  id,
  title,
  teaser,
  more,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  teaser: ReactNode;
  /** The disclosure's label ("Se prislisten"); without it the card has no hidden part. */
  more?: string;
  /** Spans the band's whole row on wide screens (a card with a grid of its own). */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titel`}
      className={`site-card min-w-0 scroll-mt-16 border border-(--site-border) bg-white p-4 [overflow-wrap:anywhere] sm:p-5 ${wide ? "md:col-span-2 lg:col-span-3" : ""}`}
    >
      <h3 id={`${id}-titel`} className="site-heading font-bold text-stone-950 text-xl">
        {title}
      </h3>
      <div className="mt-2 text-stone-800">{teaser}</div>
      {more && children ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-(--site-link) underline underline-offset-4 hover:text-(--site-link-hover)">
            {more}
          </summary>
          <div className="mt-2">{children}</div>
        </details>
      ) : null}
    </section>
  );
}
