import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import type { SiteWorkPhoto } from "~/schemas/site-profile";
import type { SiteImage } from "~/schemas/site-view";
import { SiteImageTag } from "../site-image";
import { resolveImage } from "../site-images";
import { telHref } from "../site-links";
import type { Action } from "./actions";
import { Band, container, PhoneIcon } from "./band";
import type { ServiceCard } from "./home-data";

/** "Det hjælper vi med": 3–6 cards, each a title, one line and "Læs mere" to its page. */
export function ServicesBand({ cards, hrefOf }: { cards: ServiceCard[]; hrefOf: (slug: string) => string }) {
  if (cards.length === 0) return null;
  return (
    <Band id="ydelser" kicker="Ydelser" title="Det hjælper vi med">
      <ul className="mt-5 grid gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className="site-card relative flex min-w-0 flex-col border border-(--site-border) bg-white px-4 py-3 shadow-sm sm:p-5"
          >
            <h3 className="site-heading font-semibold text-lg text-stone-950 [overflow-wrap:anywhere]">
              {card.slug ? (
                // The whole card is the link's target area (the ::after covers it); the text stays a heading.
                <a href={hrefOf(card.slug)} className="after:absolute after:inset-0 hover:text-(--site-link)">
                  {card.title}
                  <span aria-hidden="true" className="text-(--site-link) sm:hidden">
                    {" "}
                    →
                  </span>
                </a>
              ) : (
                card.title
              )}
            </h3>
            {card.line ? <p className="mt-1 text-stone-700">{card.line}</p> : null}
            {card.slug ? (
              // The whole card is the link; the arrow only says so (wide screens, where there is room).
              <p aria-hidden="true" className="mt-auto hidden pt-3 font-semibold text-(--site-link) sm:block">
                Læs mere →
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** One photo of "Seneste opgaver"; a project's photo links to its page and names it (issue 26). */
export type RecentWorkPhoto = SiteWorkPhoto & { href?: string; caption?: string };

/**
 * "Seneste opgaver": three work photos in 4:3 (the newest published projects when there are any),
 * with a link to the projects page or the gallery page when there is one.
 */
export function RecentWorkBand({
  photos,
  images,
  galleryHref,
}: {
  photos: RecentWorkPhoto[];
  images: SiteImage[];
  galleryHref: string | null;
}) {
  const shown = photos.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <Band id="opgaver" kicker="Vores arbejde" title="Seneste opgaver">
      {/* Phones: a row that scrolls sideways by itself (about 1.2 photos in view); wider: three columns. */}
      <ul
        aria-label="Fotos af opgaver"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="relative -mx-4 mt-6 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:mt-8 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0"
      >
        {shown.map((photo) => {
          // A project's photo is described by its link below it; the image itself keeps its alt.
          const image = resolveImage(photo.image, images, { width: 1200, height: 900 }, photo.alt);
          if (!image) return null;
          return (
            <li key={photo.href ?? photo.image} className="w-[80%] min-w-0 shrink-0 snap-start sm:w-auto">
              <figure>
                <SiteImageTag
                  image={image}
                  sizes="(min-width: 1152px) 368px, (min-width: 640px) 33vw, 100vw"
                  className="site-card aspect-4/3 h-auto w-full bg-(--site-soft) object-cover"
                />
                {photo.href ? (
                  <figcaption className="mt-2">
                    <a
                      href={photo.href}
                      className="font-semibold text-(--site-link) underline underline-offset-4 hover:text-(--site-link-hover)"
                    >
                      {photo.caption}
                    </a>
                  </figcaption>
                ) : photo.alt ? (
                  <figcaption className="mt-2 text-stone-700">{photo.alt}</figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>
      {galleryHref ? (
        <p className="mt-6">
          <a
            href={galleryHref}
            className="font-semibold text-(--site-link) underline underline-offset-4 hover:text-(--site-link-hover)"
          >
            Se flere opgaver
          </a>
        </p>
      ) : null}
    </Band>
  );
}

/** "Mød mesteren": the owner's photo (optional), name, a first-person line and the direct number. */
export function MeetOwnerBand({
  owner,
  phone,
}: {
  owner: { name: string; line: string; photo: string | null };
  phone: string;
}) {
  return (
    <Band id="mesteren" kicker="Hvem kommer ud til dig" title="Mød mesteren">
      <div className="mt-6 flex items-start gap-4 sm:mt-8 sm:items-center sm:gap-6">
        {owner.photo ? (
          <SiteImageTag
            image={resolveImage(owner.photo, [], { width: 400, height: 400 }, owner.name)!}
            sizes="160px"
            className="size-20 shrink-0 rounded-full bg-(--site-soft) object-cover sm:size-40"
          />
        ) : null}
        <div className="min-w-0 max-w-2xl">
          <p className="site-heading font-semibold text-stone-950 text-xl">{owner.name}</p>
          <p className="mt-2 whitespace-pre-line text-lg text-stone-800">{owner.line}</p>
          {phone.trim() ? (
            <p className="mt-2 sm:mt-4">
              <PhoneLink
                href={telHref(phone)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-(--site-link) underline underline-offset-4"
              >
                <PhoneIcon />
                Ring direkte: {formatDanishPhone(phone)}
              </PhoneLink>
            </p>
          ) : null}
        </div>
      </div>
    </Band>
  );
}

/** The one call-to-action band after the reviews. */
export function CtaBand({ primary, secondary }: { primary: Action; secondary: Action | null }) {
  return (
    <div className="site-cta bg-(--site-dark) text-white [&_a:focus-visible]:outline-white">
      <div
        className={`${container} flex flex-col gap-4 py-8 sm:py-10 md:flex-row md:items-center md:justify-between`}
      >
        <p className="site-heading text-balance font-bold text-2xl">Skal vi se på din opgave?</p>
        <div className="flex flex-wrap gap-3">
          <PhoneLink
            href={primary.href}
            className="site-button inline-flex min-h-12 items-center gap-2 bg-white px-6 font-semibold text-lg text-stone-950 hover:bg-stone-100"
          >
            {primary.phone ? <PhoneIcon /> : null}
            {primary.label}
          </PhoneLink>
          {secondary ? (
            <PhoneLink
              href={secondary.href}
              // Phones: the fixed bar at the bottom already says "Ring"; the band stays one row shorter.
              className="site-button hidden min-h-12 items-center gap-2 whitespace-nowrap border-2 border-white px-5 font-semibold text-lg text-white hover:bg-white/10 sm:inline-flex"
            >
              <PhoneIcon />
              {secondary.label}
            </PhoneLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
