import type { SiteDetailsView } from "~/schemas/sections/view";
import { DetailCard } from "./detail-card";

/** Postcodes shown before the rest go behind "Se alle": about two lines of chips on a phone. */
const SHOWN = 4;

function Chips({ area }: { area: SiteDetailsView["area"] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {area.map((postcode) => (
        <li
          key={postcode.nr}
          className="rounded-full border border-(--site-border) bg-white px-3 py-1 text-stone-900"
        >
          {postcode.nr} {postcode.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Område": the towns and postcodes the company serves. On the homepage a compact card (issue 22):
 * the intro and the first postcodes show, a long list opens on request.
 */
export function OmraadeSection({ area, intro }: { area: SiteDetailsView["area"]; intro: string }) {
  if (area.length === 0) return null;
  const rest = area.slice(SHOWN);
  return (
    <DetailCard
      id="omraade"
      title="Her arbejder vi"
      teaser={
        <>
          <p>{intro}</p>
          <div className="mt-3">
            <Chips area={area.slice(0, SHOWN)} />
          </div>
        </>
      }
      more={rest.length > 0 ? `Se alle ${area.length} postnumre` : undefined}
    >
      {rest.length > 0 ? <Chips area={rest} /> : null}
    </DetailCard>
  );
}
