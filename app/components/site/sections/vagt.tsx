import { PhoneLink } from "~/components/site/phone-link";
import { formatDanishPhone } from "~/lib/phone";
import type { HolidayView, SiteDetailsView } from "~/schemas/sections/view";
import type { OpeningHours } from "~/schemas/site-content";
import { OpeningHoursBox } from "../contact-section";
import { telHref } from "../site-links";

const closedText = (period: HolidayView) => `Lukket ${period.label}${period.note ? ` (${period.note})` : ""}`;

/**
 * "Vagt / akut": the on-call badge with its own number and hours, and the holiday closures in force or
 * announced (a closure in force also replaces the weekly hours, see HolidayHoursBox).
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
    <section aria-labelledby="vagt-titel" className="site-band">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <p className="site-kicker">Akut hjælp</p>
        <h2 id="vagt-titel" className="site-heading mt-1 font-bold text-2xl text-stone-950 sm:text-3xl">
          {onCall ? "Vagt og akut hjælp" : "Ferielukning"}
        </h2>
        <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
          {onCall ? (
            <div className="rounded-2xl border-(--site-primary) border-2 bg-white p-6 shadow-sm sm:p-8">
              <p className="inline-block rounded-full bg-(--site-primary) px-3 py-1 font-semibold text-sm text-white">
                Vagt / akut
              </p>
              <p className="mt-4 text-lg text-stone-800">{onCall.text}</p>
              <p className="mt-2">
                <PhoneLink
                  href={telHref(onCall.phone)}
                  className="font-bold text-(--site-link) text-3xl underline underline-offset-4 hover:text-(--site-link-hover)"
                >
                  {formatDanishPhone(onCall.phone)}
                </PhoneLink>
              </p>
              {onCall.hours.length > 0 ? (
                <>
                  <h3 id="vagt-tider" className="mt-4 font-semibold text-stone-950">
                    Vagten kan ringes op
                  </h3>
                  <ul aria-labelledby="vagt-tider" className="mt-1 text-stone-800">
                    {onCall.hours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {onCall.note ? <p className="mt-3 text-stone-800">{onCall.note}</p> : null}
            </div>
          ) : null}
          {closures.length > 0 ? (
            <div className="rounded-2xl border border-(--site-border) bg-(--site-tint) p-6 sm:p-8">
              <h3 className="font-semibold text-stone-950 text-xl">
                {holidays.active ? "Vi holder lukket" : "Ferielukning"}
              </h3>
              <ul className="mt-3 space-y-1 text-lg text-stone-800">
                {closures.map((period) => (
                  <li key={period.from}>{closedText(period)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
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
        {closedText(active)}
      </p>
      <OpeningHoursBox hours={hours} caption="Herefter gælder de faste åbningstider:" />
    </div>
  );
}
