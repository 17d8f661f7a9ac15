import { elektriker, maler, murer, tomrer, vvs } from "~/content/trades/building";
import { mekaniker, vinduespudser } from "~/content/trades/services";
import type { NavLink, Trade, TradePath } from "~/content/types";

// The copy lives in ./trades/ (grouped, to keep files small); importers keep this path.
export { tradeClosingHeading, tradeHeroButton } from "~/content/trades/shared";

/** The seven trades in the order they are listed on the site. */
export const tradeList: Trade[] = [tomrer, murer, vvs, maler, vinduespudser, mekaniker, elektriker];

export const trades: Record<TradePath, Trade> = {
  "/tomrer-hjemmeside": tomrer,
  "/murer-hjemmeside": murer,
  "/vvs-hjemmeside": vvs,
  "/maler-hjemmeside": maler,
  "/vinduespudser-hjemmeside": vinduespudser,
  "/mekaniker-hjemmeside": mekaniker,
  "/elektriker-hjemmeside": elektriker,
};

/** Finds a trade by "tomrer-hjemmeside" (a route param) or "/tomrer-hjemmeside" (a pathname). */
export function tradeBySlug(slug: string): Trade | undefined {
  const path = slug.startsWith("/") ? slug : `/${slug}`;
  return tradeList.find((trade) => trade.path === path);
}

/** Links to the seven trade pages, for the landing page and the footer. */
export const tradeLinks: NavLink[] = tradeList.map((trade) => ({ href: trade.path, label: trade.linkLabel }));
