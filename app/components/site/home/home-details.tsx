import type { ReactNode } from "react";
import { Band } from "./band";

/**
 * "Godt at vide" (issue 22): authorisation, on-call, prices, fradrag and area as compact cards side
 * by side in one band, instead of five full sections, so a filled homepage stays within 8 phone
 * screens. A card without content renders nothing; the band is left out when no card has content.
 */
export function HomeDetails({ cards }: { cards: ReactNode[] }) {
  const shown = cards.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Band id="praktisk" kicker="Praktisk" title="Godt at vide">
      <div className="mt-5 grid items-start gap-3 sm:mt-6 sm:gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown}
      </div>
    </Band>
  );
}
