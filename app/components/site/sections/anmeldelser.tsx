import type { ReviewsView } from "~/schemas/sections/view";
import { danishDate, SectionFrame, sectionLink } from "./section-frame";

/** "Anmeldelser": the owner's quotes (stars only where the customer gave some), links, § 6 b statement. */
export function AnmeldelserSection({ view }: { view: ReviewsView }) {
  if (view.quotes.length === 0 && view.links.length === 0) return null;
  return (
    <SectionFrame id="anmeldelser" title="Anmeldelser">
      {view.intro ? <p className="mt-4 max-w-3xl text-stone-800">{view.intro}</p> : null}
      {view.quotes.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {view.quotes.map((quote, i) => (
            <li key={i} className="min-w-0 rounded-2xl border border-(--site-border) bg-white p-6 shadow-sm">
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
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {view.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} className={sectionLink} rel="noopener">
                Se vores anmeldelser på {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 max-w-3xl space-y-2 text-sm text-stone-700">
        {view.quotes.length > 0 ? <p>{view.checkText}</p> : null}
        {view.platformText ? <p>{view.platformText}</p> : null}
      </div>
    </SectionFrame>
  );
}
