import type { ReviewsView } from "~/schemas/sections/view";
import { aggregateText, reviewAggregate } from "../home/home-data";
import { danishDate, SectionFrame } from "./section-frame";

/**
 * "Anmeldelser": the owner's quotes (stars only where the customer gave some), the honest average of
 * the quotes shown, links, § 6 b statement. Three cards a row on wide screens; on phones a row that
 * scrolls sideways by itself (scroll-snap, about 1.2 cards in view) instead of a long column.
 */
export function AnmeldelserSection({ view }: { view: ReviewsView }) {
  if (view.quotes.length === 0 && view.links.length === 0) return null;
  const aggregate = reviewAggregate(view.quotes);
  return (
    <SectionFrame id="anmeldelser" title="Anmeldelser">
      {aggregate ? (
        <p className="mt-3 font-semibold text-lg text-stone-950">
          <span aria-hidden="true" className="text-amber-800">
            ★{" "}
          </span>
          Gennemsnit {aggregateText(aggregate)}
        </p>
      ) : null}
      {view.intro ? <p className="mt-4 max-w-3xl text-stone-800">{view.intro}</p> : null}
      {view.quotes.length > 0 ? (
        <ul
          aria-label="Udtalelser"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="site-reviews relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0"
        >
          {view.quotes.map((quote, i) => (
            <li
              key={i}
              className="site-card w-[82%] min-w-0 shrink-0 snap-start border border-(--site-border) bg-white p-5 shadow-sm md:w-auto md:p-6"
            >
              <figure>
                {quote.rating ? (
                  <p className="text-amber-800">
                    <span aria-hidden="true">
                      {"★".repeat(quote.rating)}
                      {"☆".repeat(5 - quote.rating)}
                    </span>
                    <span className="sr-only">{quote.rating} ud af 5 stjerner</span>
                  </p>
                ) : null}
                <blockquote className="mt-2 whitespace-pre-line text-stone-900 [overflow-wrap:anywhere]">
                  {quote.text}
                </blockquote>
                <figcaption className="mt-3 text-sm text-stone-700 [overflow-wrap:anywhere]">
                  {quote.name}
                  {quote.town ? `, ${quote.town}` : ""} ·{" "}
                  <time dateTime={quote.date}>{danishDate(quote.date)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {view.links.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-3 sm:mt-6">
          {view.links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                className="site-button inline-flex min-h-11 items-center border-2 border-(--site-primary) bg-white px-4 font-semibold text-stone-950 hover:bg-(--site-tint)"
                rel="noopener"
              >
                Se vores anmeldelser på {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 max-w-3xl space-y-2 text-sm text-stone-700 sm:mt-6">
        {view.quotes.length > 0 ? <p>{view.checkText}</p> : null}
        {view.platformText ? <p>{view.platformText}</p> : null}
      </div>
    </SectionFrame>
  );
}
