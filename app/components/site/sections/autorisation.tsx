import { StrokeIcon } from "~/components/ui/stroke-icon";
import type { AuthorisationView } from "~/schemas/sections/view";
import { DetailCard } from "./detail-card";
import { danishDate } from "./section-frame";

/**
 * "Autorisation og garanti" (a card of the homepage's "Godt at vide" band): seal-style badges for the numbers Sikkerhedsstyrelsen's register
 * verified, and the owner's memberships marked as the company's own statement.
 */
export function AutorisationSection({ view }: { view: AuthorisationView }) {
  // Issue 23: a number the register has not verified is never published (the server leaves it out
  // too; this guards the rule where the page is drawn).
  const badges = view.badges.filter((badge) => badge.verified);
  if (badges.length === 0 && view.memberships.length === 0 && !view.intro) return null;
  return (
    <DetailCard
      id="autorisation"
      title="Autorisation og garanti"
      wide={badges.length > 0}
      teaser={
        <>
          {view.intro ? <p className="max-w-3xl text-stone-800">{view.intro}</p> : null}
          {badges.length > 0 ? (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {badges.map((badge) => (
                <li
                  key={badge.label}
                  className="site-card flex min-w-0 gap-4 border border-(--site-border) bg-white p-5 [overflow-wrap:anywhere]"
                >
                  <StrokeIcon
                    d="M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4"
                    className="size-10 shrink-0 text-green-800"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                  <div className="min-w-0">
                    <p className="font-semibold text-lg text-stone-950">{badge.label}</p>
                    <p className="mt-1 break-words text-stone-800">{`Autorisationsnummer ${badge.number}`}</p>
                    <p className="mt-2 font-medium text-green-900">
                      Verificeret i Sikkerhedsstyrelsens register
                      {badge.checkedOn ? ` (${danishDate(badge.checkedOn)})` : ""}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {view.memberships.length > 0 ? (
            <div className="mt-4">
              <h4 className="font-semibold text-lg text-stone-950">
                Medlemskaber og garantiordninger{" "}
                <span className="font-normal text-sm text-stone-700">(virksomhedens egne oplysninger)</span>
              </h4>
              <ul className="mt-3 flex flex-wrap gap-2">
                {view.memberships.map((label) => (
                  <li
                    key={label}
                    className="rounded-full border border-(--site-border) bg-white px-3 py-1 text-stone-900"
                  >
                    {label}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      }
    />
  );
}
