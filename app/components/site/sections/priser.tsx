import type { PricesView } from "~/schemas/sections/view";
import { DetailCard } from "./detail-card";

/**
 * "Priser": every price inkl. moms; rows without a price say how it is calculated. On the homepage a
 * compact card (issue 22): the owner's intro and the moms line show, the list opens on request.
 */
export function PriserSection({ view }: { view: PricesView }) {
  if (view.rows.length === 0) return null;
  const count = view.rows.length;
  return (
    <DetailCard
      id="priser"
      title="Priser"
      teaser={
        <>
          {view.intro ? <p>{view.intro}</p> : null}
          <p className={view.intro ? "mt-1 text-stone-700" : "text-stone-700"}>Alle priser er inkl. moms.</p>
        </>
      }
      more={`Se prislisten (${count} ${count === 1 ? "pris" : "priser"})`}
    >
      <table className="w-full table-fixed border-collapse text-left [overflow-wrap:anywhere]">
        <caption className="sr-only">Prisliste, priser inkl. moms</caption>
        <thead>
          <tr className="border-(--site-border) border-b">
            <th scope="col" className="py-2 pr-4 font-semibold text-stone-950">
              Ydelse
            </th>
            <th scope="col" className="py-2 text-right font-semibold text-stone-950">
              Pris inkl. moms
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, i) => (
            <tr key={i} className="border-(--site-border) border-b align-top">
              <th scope="row" className="break-words py-3 pr-4 font-normal text-stone-900">
                {row.service}
              </th>
              <td className="py-3 text-right text-stone-900">
                {row.price ? (
                  <>
                    {row.from ? "Fra " : ""}
                    <span className="font-semibold">{row.price}</span> {row.unit}
                  </>
                ) : (
                  "Efter medgået tid"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.noPriceText ? <p className="mt-4 text-stone-800">{view.noPriceText}</p> : null}
      {view.rows.some((row) => row.from) ? (
        <p className="mt-2 text-sm text-stone-700">
          “Fra”-priser er den laveste pris; den endelige pris afhænger af opgaven og står i dit tilbud.
        </p>
      ) : null}
    </DetailCard>
  );
}
