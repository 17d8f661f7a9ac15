import type { ReactNode } from "react";
import { PhoneLink } from "~/components/site/phone-link";
import { hoursForDisplay } from "~/lib/hours";
import { formatDanishPhone } from "~/lib/phone";
import type { OpeningHours, SocialMedia } from "~/schemas/site-content";
import type { SiteCompany } from "~/schemas/site-view";
import { telHref } from "./site-links";

const SOCIAL_LABELS: Array<[keyof SocialMedia, string]> = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["linkedin", "LinkedIn"],
  ["tiktok", "TikTok"],
];

type Props = {
  company: Pick<SiteCompany, "name" | "phone" | "email" | "socialMedia" | "hours" | "showHours">;
  /** Replaces the weekly hours box (a holiday closure in force, issue 13). */
  hoursBox?: ReactNode;
  /**
   * The homepage (issue 22: a short page): the week behind a disclosure under its heading, and no
   * line under "Kontakt" (the quote form just above says when we answer).
   */
  compact?: boolean;
};

const link = "font-medium text-(--site-link) underline underline-offset-2 hover:text-(--site-link-hover)";

/**
 * The contact section (#kontakt): phone, e-mail, socials, and the opening hours when shown. The
 * address stands once, in the footer right below, with the name and CVR number.
 */
export function ContactSection({ company, ...props }: Props) {
  const socials = SOCIAL_LABELS.filter(([key]) => /^https:\/\//.test(company.socialMedia?.[key] ?? ""));
  return (
    <section
      id="kontakt"
      aria-labelledby="kontakt-titel"
      className="scroll-mt-16 border-(--site-border) border-t bg-(--site-tint) py-8 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2 md:gap-10">
        <div>
          <h2 id="kontakt-titel" className="site-heading font-bold text-2xl text-stone-950 sm:text-3xl">
            Kontakt
          </h2>
          {props.compact ? null : (
            <p className="mt-3 text-lg text-stone-700">
              Kontakt {company.name} – vi vender tilbage hurtigst muligt.
            </p>
          )}
          <dl className="mt-5 grid gap-3 text-lg">
            {company.phone ? (
              <div>
                <dt className="font-semibold text-stone-950">Telefon</dt>
                <dd>
                  <PhoneLink href={telHref(company.phone)} className={link}>
                    {formatDanishPhone(company.phone)}
                  </PhoneLink>
                </dd>
              </div>
            ) : null}
            {company.email ? (
              <div>
                <dt className="font-semibold text-stone-950">E-mail</dt>
                <dd>
                  <a href={`mailto:${company.email}`} className={`${link} break-all`}>
                    {company.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {socials.length > 0 ? (
              <div>
                <dt className="font-semibold text-stone-950">Sociale medier</dt>
                <dd>
                  <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
                    {socials.map(([key, label]) => (
                      <li key={key}>
                        <a href={company.socialMedia[key]} className={link} rel="me noopener">
                          {label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {company.showHours
          ? (props.hoursBox ??
            (props.compact ? (
              <CompactHoursBox hours={company.hours} />
            ) : (
              <OpeningHoursBox hours={company.hours} />
            )))
          : null}
      </div>
    </section>
  );
}

/** Every weekday with its hours, named by the box's "Åbningstider" heading. */
function WeekHours({ hours }: { hours: OpeningHours }) {
  return (
    <dl aria-labelledby="aabningstider" className="mt-4 divide-y divide-stone-200 text-lg">
      {hoursForDisplay(hours).map(({ day, text }) => (
        <div key={day} className="flex justify-between gap-4 py-2">
          <dt className="font-medium text-stone-950">{day}</dt>
          <dd className="text-right text-stone-800">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The homepage's opening hours (issue 22: a short homepage): the heading is the disclosure's summary,
 * the week opens with one tap and is in the HTML (and the structured data) either way.
 */
function CompactHoursBox({ hours }: { hours: OpeningHours }) {
  return (
    <details className="site-disclosure self-start rounded-2xl border border-(--site-border) bg-white p-5 shadow-sm sm:p-8">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <h2 id="aabningstider" className="site-heading font-bold text-2xl text-stone-950">
          Åbningstider
        </h2>
        <span className="font-semibold text-(--site-link) underline underline-offset-4">Se ugen</span>
      </summary>
      <WeekHours hours={hours} />
    </details>
  );
}

/** SPEC §2: every weekday, a missing day reads 'Lukket'. */
export function OpeningHoursBox({ hours, caption }: { hours: OpeningHours; caption?: string }) {
  return (
    <div className="self-start rounded-2xl border border-(--site-border) bg-white p-6 shadow-sm sm:p-8">
      <h2 id="aabningstider" className="site-heading font-bold text-2xl text-stone-950">
        Åbningstider
      </h2>
      {caption ? <p className="mt-2 text-stone-700">{caption}</p> : null}
      <WeekHours hours={hours} />
    </div>
  );
}
