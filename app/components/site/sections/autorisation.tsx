import type { AuthorisationView } from "~/schemas/sections/view";
import { danishDate, SectionFrame } from "./section-frame";

/**
 * "Autorisation og garanti": a number is called verified only when Sikkerhedsstyrelsen's register
 * says so; anything else is shown as the company's own statement, marked "ikke verificeret".
 */
export function AutorisationSection({ view }: { view: AuthorisationView }) {
  if (view.badges.length === 0 && view.memberships.length === 0 && !view.intro) return null;
  return (
    <SectionFrame id="autorisation" title="Autorisation og garanti">
      {view.intro ? <p className="mt-4 max-w-3xl text-stone-800">{view.intro}</p> : null}
      {view.badges.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {view.badges.map((badge) => (
            <li
              key={badge.label}
              className="min-w-0 rounded-2xl border border-(--site-border) bg-(--site-tint) p-5 [overflow-wrap:anywhere]"
            >
              {badge.verified ? (
                <>
                  <p className="font-semibold text-lg text-stone-950">{badge.label}</p>
                  <p className="mt-1 break-words text-stone-800">{`Autorisationsnummer ${badge.number}`}</p>
                  <p className="mt-2 font-medium text-green-900">
                    <span aria-hidden="true">✓ </span>Verificeret i Sikkerhedsstyrelsens register
                    {badge.checkedOn ? ` (${danishDate(badge.checkedOn)})` : ""}
                  </p>
                </>
              ) : (
                <>
                  <p className="font-semibold text-stone-950">Oplyst af virksomheden</p>
                  <p className="mt-1 break-words text-stone-800">
                    {`Autorisationsnummer ${badge.number} – ikke verificeret i Sikkerhedsstyrelsens register`}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {view.memberships.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-semibold text-lg text-stone-950">Medlemskaber og garantiordninger</h3>
          <p className="mt-1 text-sm text-stone-700">Virksomhedens egne oplysninger.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {view.memberships.map((label) => (
              <li
                key={label}
                className="rounded-full border border-(--site-border) bg-white px-4 py-2 text-stone-900"
              >
                {label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SectionFrame>
  );
}
