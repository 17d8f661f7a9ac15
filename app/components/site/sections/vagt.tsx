import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import type { HolidayView, SiteDetailsView } from "~/schemas/sections/view";
import type { OpeningHours } from "~/schemas/site-content";
import { OpeningHoursBox } from "../contact-section";
import { telHref } from "../site-links";
import { DetailCard } from "./detail-card";

/** "Lukket 23. december – 2. januar (note)": a closure, in the hours box, the on-call card and the footer. */
export const holidayClosedText = (period: HolidayView) =>
  `Lukket ${period.label}${period.note ? ` (${period.note})` : ""}`;

/**
 * "Vagt / akut" (a card of the homepage's "Godt at vide" band): the on-call badge with its own number
 * and hours, and the holiday closures in force or announced (a closure in force also replaces the
 * weekly hours, see HolidayHoursBox). Shown whole: it is what a visitor in trouble looks for.
 */
export function VagtSection({
  onCall,
  holidays,
}: {
  onCall: SiteDetailsView["onCall"];
  holidays: SiteDetailsView["holidays"];
}) {
  const closures = [...(holidays.active ? [holidays.active] : []), ...holidays.upcoming];
  if (!onCall && closures.length === 0) return null;
  return (
    <DetailCard
      id="vagt"
      title={onCall ? "Vagt og akut hjælp" : "Ferielukning"}
      teaser={
        <>
          {onCall ? (
            <div>
              <p className="inline-block rounded-full bg-(--site-primary) px-3 py-1 font-semibold text-sm text-white">
                Vagt / akut
              </p>
              <p className="mt-3 text-stone-800">{onCall.text}</p>
              <p className="mt-1">
                <PhoneLink
                  href={telHref(onCall.phone)}
                  className="inline-flex min-h-11 items-center font-bold text-(--site-link) text-2xl underline underline-offset-4 hover:text-(--site-link-hover)"
                >
                  {formatDanishPhone(onCall.phone)}
                </PhoneLink>
              </p>
              {onCall.hours.length > 0 ? (
                <>
                  <h4 id="vagt-tider" className="mt-2 font-semibold text-stone-950">
                    Vagten kan ringes op
                  </h4>
                  <ul aria-labelledby="vagt-tider" className="mt-1 text-stone-800">
                    {onCall.hours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {onCall.note ? <p className="mt-2 text-stone-800">{onCall.note}</p> : null}
            </div>
          ) : null}
          {closures.length > 0 ? (
            <div className={onCall ? "mt-4 border-(--site-border) border-t pt-4" : ""}>
              <h4 className="font-semibold text-stone-950">
                {holidays.active ? "Vi holder lukket" : "Ferielukning"}
              </h4>
              <ul className="mt-1 space-y-1 text-stone-800">
                {closures.map((period) => (
                  <li key={period.from}>{holidayClosedText(period)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      }
    />
  );
}

/** The opening hours while a closure is in force: the closure first, the usual hours after it. */
export function HolidayHoursBox({ active, hours }: { active: HolidayView; hours: OpeningHours }) {
  return (
    <div className="self-start">
      <p
        role="note"
        className="mb-4 rounded-2xl border-(--site-primary) border-2 bg-white p-5 font-semibold text-lg text-stone-950"
      >
        {holidayClosedText(active)}
      </p>
      <OpeningHoursBox hours={hours} caption="Herefter gælder de faste åbningstider:" />
    </div>
  );
}
