import { isbot } from "isbot";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { countBuffer } from "./count-buffer";

/**
 * Cookie-less page views, counted in memory per site, local day and path and written in batches by
 * flushPageViews. Nothing about the visitor is kept: no IP, no cookie, no identifier; bots are skipped.
 */

export type PageViewCount = { companyId: string; day: string; path: string; count: number };

/** The counted views until flushPageViews writes them. */
export const pageViewCounts = countBuffer<PageViewCount>(
  (row) => `${row.companyId}\u0000${row.day}\u0000${row.path}`,
);

// Formatting a date in a time zone is not free; views within the same second share the result.
let cachedDay = { second: -1, day: "" };
function dayOf(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (cachedDay.second !== second) cachedDay = { second, day: copenhagenDay(new Date(ms)) };
  return cachedDay.day;
}

// isbot runs one large regular expression; a site's visitors send few distinct user agents. Shared with
// the call counter (call-tap-buffer).
const MAX_AGENTS = 1000;
const botByAgent = new Map<string, boolean>();
// The agent asked last, compared by its text: a crawler walks many pages in a row with one agent, and
// the comparison is cheaper than hashing the text again for the map.
let lastAgent = { agent: "", bot: true };
export function isBotAgent(userAgent: string): boolean {
  if (userAgent === lastAgent.agent) return lastAgent.bot;
  let bot = botByAgent.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botByAgent.size >= MAX_AGENTS) botByAgent.clear();
    botByAgent.set(userAgent, bot);
  }
  lastAgent = { agent: userAgent, bot };
  return bot;
}

/** Counts one view unless the user agent is a bot (or missing). Costs a map update, no I/O. */
export function recordPageView(
  companyId: string,
  path: string,
  userAgent: string | undefined,
  now?: Date,
): boolean {
  if (!userAgent || isBotAgent(userAgent)) return false;
  return pageViewCounts.add({ companyId, day: dayOf(now ? now.getTime() : Date.now()), path });
}

/** The row a page's views went to last (one per published page answer, server/site-files-path.ts). */
export type PageViewMemo = { epoch: number; day: string; row: PageViewCount | null };

export function newPageViewMemo(): PageViewMemo {
  return { epoch: -1, day: "", row: null };
}

/**
 * recordPageView for a caller that keeps a memo per page: the next view of the same page on the same
 * day, before the buffer is flushed, adds to the row it found last time instead of building its key
 * and looking it up again (on the long tail of pages that lookup is cold memory every time).
 */
export function recordPageViewTo(
  memo: PageViewMemo,
  companyId: string,
  path: string,
  userAgent: string | undefined,
): boolean {
  if (!userAgent || isBotAgent(userAgent)) return false;
  const day = dayOf(Date.now());
  if (memo.row && memo.day === day && memo.epoch === pageViewCounts.epoch) {
    memo.row.count++;
    return true;
  }
  memo.row = pageViewCounts.addRow({ companyId, day, path });
  memo.day = day;
  memo.epoch = pageViewCounts.epoch;
  return memo.row !== null;
}
