import type { ReactNode } from "react";
import { Band } from "./band";

/**
 * "Godt at vide" (issue 22): prices, fradrag and area as compact cards side by side in one band,
 * instead of three full sections, so a filled homepage stays short. Left out when none has content.
 */
export function HomeDetails({ cards }: { cards: ReactNode[] }) {
  const shown = cards.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Band id="praktisk" kicker="Praktisk" title="Godt at vide">
      <div className="mt-6 grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">{shown}</div>
    </Band>
  );
}
