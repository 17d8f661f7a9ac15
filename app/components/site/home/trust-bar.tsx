import { StrokeIcon } from "~/components/ui/stroke-icon";
import type { TrustItem, TrustItemKind } from "./home-data";

const ICONS: Record<TrustItemKind, string> = {
  // A calendar, a shield with a tick, a star, a seal, a clock.
  since: "M7 3v3M17 3v3M4 8h16M5 5h14v15H5z",
  authorisation: "M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4",
  reviews: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  guarantee: "M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM8.5 14l-1.5 7 5-3 5 3-1.5-7",
  oncall: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2",
  // A tick: the firm's own selling point.
  usp: "M5 12.5l4.5 4.5L19 7.5",
};

/**
 * Directly under the hero (issue 22): the strongest signals we hold as seal-style badges, filled in
 * from the register and the owner's sections, so a brand-new site has "Siden 2011" on day one.
 * Phone: a 2×2 grid with smaller seals so a word like "Byggegaranti" is not broken in two (one column
 * below 360 px); wider: one row. Left out when there is nothing to say.
 */
export function TrustBar({ items }: { items: TrustItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="site-trustbar border-(--site-border) border-b bg-(--site-tint)">
      <ul
        aria-label="Fakta om virksomheden"
        className="mx-auto grid max-w-6xl grid-cols-1 gap-x-3 gap-y-2 px-4 py-4 min-[360px]:grid-cols-2 md:flex md:py-5 md:flex-wrap md:justify-between"
      >
        {items.map((item) => (
          <li key={`${item.kind}-${item.label}`} className="flex min-w-0 items-center gap-2 md:gap-3">
            <span className="site-seal grid size-9 shrink-0 place-items-center rounded-full md:size-11 border-2 border-(--site-primary) bg-white text-(--site-link)">
              <StrokeIcon
                d={ICONS[item.kind]}
                className="size-5 md:size-6"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </span>
            <span className="min-w-0 break-words leading-tight hyphens-auto">
              <span className="block font-semibold text-[0.9375rem] text-stone-950 md:text-base">
                {item.label}
              </span>
              {item.detail ? <span className="block text-sm text-stone-700">{item.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
