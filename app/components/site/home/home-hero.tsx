import type { ReactNode } from "react";
import { PhoneLink } from "~/components/site/phone-link";
import { SiteImageTag } from "../site-image";
import type { ResolvedImage } from "../site-images";
import type { Action } from "./actions";
import { container, PhoneIcon } from "./band";

/**
 * The homepage hero (issue 22). With a photo: the photo in its own colours under a dark scrim that
 * runs left to right on wide screens and bottom up on phones, so the text sits on ≥ 60 % black (at
 * least 5.7:1 for white text over a white photo) while the rest of the photo keeps its colours.
 * Without one: a typographic hero on the brand colour with a faint line pattern, never a tinted
 * illustration. The primary button is light on the dark ground, so no theme can make it vanish.
 */
export function HomeHero(props: {
  title: string;
  subtitle: string;
  photo: ResolvedImage | null;
  primary: Action;
  secondary: Action | null;
  trustLine: string[];
  /** Beside the text on wide screens when there is no photo (the contact card), so the half is not empty. */
  aside?: ReactNode;
}) {
  const { photo } = props;
  const aside = photo ? null : props.aside;
  return (
    <section
      aria-labelledby="side-titel"
      data-hero={photo ? "photo" : "solid"}
      className="site-hero relative isolate overflow-hidden text-white [&_a:focus-visible]:outline-white"
    >
      {photo ? (
        <>
          <SiteImageTag
            image={{ ...photo, alt: "" }}
            sizes="100vw"
            priority
            className="-z-20 absolute inset-0 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="site-hero-scrim -z-10 absolute inset-0" />
        </>
      ) : (
        <div aria-hidden="true" className="site-hero-solid -z-10 absolute inset-0" />
      )}
      <div
        className={`${container} flex flex-col justify-end ${photo ? "min-h-[28rem] pt-32 pb-8 md:min-h-0 md:justify-center md:py-28 lg:py-36" : "py-10 sm:py-20 lg:py-24"} ${aside ? "lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12" : ""}`}
      >
        <div className="site-hero-text max-w-2xl">
          <h1
            id="side-titel"
            className="site-heading text-balance font-bold text-3xl leading-tight sm:text-5xl"
          >
            {props.title}
          </h1>
          {props.subtitle ? (
            <p className="mt-4 max-w-xl text-pretty text-lg text-white sm:text-xl">{props.subtitle}</p>
          ) : null}
          <div className="mt-7 flex flex-wrap gap-3">
            <PhoneLink
              href={props.primary.href}
              className="site-button inline-flex min-h-12 items-center gap-2 bg-white px-6 font-semibold text-lg text-stone-950 shadow-sm hover:bg-stone-100"
            >
              {props.primary.phone ? <PhoneIcon /> : null}
              {props.primary.label}
            </PhoneLink>
            {props.secondary ? (
              <PhoneLink
                href={props.secondary.href}
                className="site-button inline-flex min-h-12 items-center gap-2 whitespace-nowrap border-2 border-white px-5 font-semibold text-lg text-white hover:bg-white/10"
              >
                <PhoneIcon />
                {props.secondary.label}
              </PhoneLink>
            ) : null}
          </div>
          {props.trustLine.length > 0 ? (
            <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 font-medium text-sm text-white">
              {props.trustLine.map((item, i) => (
                <span key={item}>
                  {i > 0 ? <span aria-hidden="true">· </span> : null}
                  {item}
                </span>
              ))}
            </p>
          ) : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
