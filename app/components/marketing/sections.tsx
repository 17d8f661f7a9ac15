import type { ReactNode } from "react";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import type {
  CallToAction,
  Card,
  FaqItem,
  IconCard,
  PricingCard as PricingCardContent,
} from "~/content/types";
import { CheckIcon, Icon } from "./icons";
import { InlineText } from "./inline-text";
import { ButtonLink } from "./links";

/** The top of a content page: a small eyebrow, the h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead: string }) {
  return (
    <section className="border-stone-200 border-b bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? <p className="font-semibold text-brand-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-balance font-bold text-4xl text-stone-900 tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-pretty text-stone-700 text-xl leading-relaxed">
          <InlineText text={lead} />
        </p>
      </div>
    </section>
  );
}

type HeadingProps = { id: string; title: string; intro?: string };

/**
 * A band of the page. With `heading` it opens with that SectionHeading and is labelled by it; a
 * section whose heading sits deeper in its layout names it with `labelledBy`.
 */
export function Section({
  children,
  className = "",
  tone = "white",
  labelledBy,
  heading,
}: {
  children: ReactNode;
  className?: string;
  tone?: "white" | "muted";
  labelledBy?: string;
  heading?: HeadingProps;
}) {
  return (
    <section
      aria-labelledby={heading?.id ?? labelledBy}
      className={tone === "muted" ? "bg-stone-50" : "bg-white"}
    >
      <div className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 ${className}`}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({ id, title, intro }: HeadingProps) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-balance font-bold text-3xl text-stone-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-pretty text-lg text-stone-700 leading-relaxed">{intro}</p> : null}
    </div>
  );
}

/** A card's title and text. */
function CardText({ card, headingClassName }: { card: Card; headingClassName: string }) {
  return (
    <>
      <h3 className={headingClassName}>{card.title}</h3>
      <p className="mt-2 text-stone-700 leading-relaxed">
        <InlineText text={card.text} />
      </p>
    </>
  );
}

export function IconCards({ cards, columns = 3 }: { cards: IconCard[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`mt-10 grid gap-5 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={card.icon} className="size-6" />
          </span>
          <CardText card={card} headingClassName="mt-4 font-semibold text-stone-900 text-xl" />
        </li>
      ))}
    </ul>
  );
}

export function TextCards({ cards }: { cards: Card[] }) {
  return (
    <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex min-w-0 gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <span className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CheckIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <CardText card={card} headingClassName="font-semibold text-stone-900 text-xl" />
          </div>
        </li>
      ))}
    </ul>
  );
}

const priceFormat = new Intl.NumberFormat("da-DK");

/** The pricing card (SPEC §1: 3 months free, no card, no commitment; then 249 kr per month). */
export function PricingCard({
  pricing,
  headingLevel = 2,
}: {
  pricing: PricingCardContent;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl border-2 border-brand-600 bg-white p-8 shadow-xl">
      <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800 text-sm">
        {pricing.badge}
      </p>
      <Heading className="mt-4 font-bold text-2xl text-stone-900">{pricing.heading}</Heading>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="font-extrabold text-5xl text-stone-900 tracking-tight">
          {priceFormat.format(pricing.price)}
        </span>
        <span className="text-lg text-stone-700">{pricing.priceUnit}</span>
      </p>
      <p className="mt-2 font-medium text-stone-800">{pricing.trialLine}</p>
      <ul className="mt-6 space-y-3">
        {pricing.points.map((point) => (
          <li key={point} className="flex items-start gap-3 text-stone-800">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <ButtonLink link={pricing.button} className="mt-8 w-full" />
      <p className="mt-4 text-sm text-stone-600">{pricing.note}</p>
    </div>
  );
}

/** Questions as <details>: each opens without JavaScript. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {items.map((item) => (
        <details key={item.id} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-lg text-stone-900 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <StrokeIcon
              d="m5 8 5 5 5-5"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </summary>
          <FaqAnswer item={item} className="space-y-3 pb-5 text-stone-700 leading-relaxed" />
        </details>
      ))}
    </div>
  );
}

/** An answer's paragraphs (with their inline links), on the FAQ page and in the accordion. */
export function FaqAnswer({ item, className }: { item: FaqItem; className: string }) {
  return (
    <div className={className}>
      {item.answer.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** The closing call to action at the bottom of a page. */
export function ClosingCallToAction({ cta, id = "afslutning" }: { cta: CallToAction; id?: string }) {
  return (
    <section aria-labelledby={id} className="bg-brand-800">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <h2 id={id} className="text-balance font-bold text-3xl text-white tracking-tight sm:text-4xl">
          {cta.heading}
        </h2>
        {cta.text ? <p className="mt-4 max-w-2xl text-lg text-orange-50">{cta.text}</p> : null}
        <ButtonLink link={cta.button} variant="inverse" className="mt-8" />
      </div>
    </section>
  );
}
