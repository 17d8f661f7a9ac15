import { Panel } from "~/components/ui/panel";
export type DayViews = { day: string; count: number };

const MONTHS = [
  "jan.",
  "feb.",
  "mar.",
  "apr.",
  "maj",
  "jun.",
  "jul.",
  "aug.",
  "sep.",
  "okt.",
  "nov.",
  "dec.",
];

/** "2026-05-20" → "20. maj" (fixed Danish month names, so server and browser render the same text). */
function danishDay(day: string): string {
  const [, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date}. ${MONTHS[month - 1] ?? ""}`;
}

function views(count: number): string {
  return `${count.toLocaleString("da-DK")} ${count === 1 ? "sidevisning" : "sidevisninger"}`;
}

const WIDTH = 300;
const HEIGHT = 100;

/**
 * The site's page views per day as small bars (inline SVG, hidden from screen readers) with the total
 * in words and every day's number in a table anyone can open.
 */
export function PageViewChart({ days, total }: { days: readonly DayViews[]; total: number }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Panel
      id="page-views-heading"
      title="Besøg på din hjemmeside"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <p className="mt-1 text-stone-700" data-testid="page-views-total">
        {views(total)} de sidste {days.length} dage
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="mt-4 h-32 w-full"
      >
        <line
          x1="0"
          y1={HEIGHT - 0.5}
          x2={WIDTH}
          y2={HEIGHT - 0.5}
          className="stroke-stone-300"
          strokeWidth="1"
        />
        {days.map((d, i) => {
          const height = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx="1"
              className="fill-brand-600"
            >
              <title>{`${danishDay(d.day)}: ${views(d.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-stone-600">
          <span>{danishDay(first.day)}</span>
          <span>{danishDay(last.day)}</span>
        </div>
      ) : null}
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 underline">
          Vis besøg for hver dag
        </summary>
        <table className="mt-2 w-full max-w-sm text-left text-sm">
          <caption className="sr-only">Sidevisninger per dag de sidste {days.length} dage</caption>
          <thead>
            <tr className="border-stone-200 border-b">
              <th scope="col" className="py-1 font-semibold">
                Dag
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Sidevisninger
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-stone-100 border-b">
                <th scope="row" className="py-1 font-normal">
                  {danishDay(d.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{d.count.toLocaleString("da-DK")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Panel>
  );
}
