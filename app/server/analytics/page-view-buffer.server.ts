import { isbot } from "isbot";
import { copenhagenDay } from "~/lib/copenhagen-day";

/**
 * Cookie-less page views, counted in memory per site, local day and path and written in batches by
 * flushPageViews. Nothing about the visitor is kept: no IP, no cookie, no identifier; bots are skipped.
 */

export type PageViewCount = { companyId: string; day: string; path: string; count: number };

const MAX_KEYS = 100_000;
let pending = new Map<string, PageViewCount>();

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
export function isBotAgent(userAgent: string): boolean {
  let bot = botByAgent.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botByAgent.size >= MAX_AGENTS) botByAgent.clear();
    botByAgent.set(userAgent, bot);
  }
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
  const day = dayOf(now ? now.getTime() : Date.now());
  const key = `${companyId}\u0000${day}\u0000${path}`;
  const entry = pending.get(key);
  if (entry) entry.count++;
  else {
    if (pending.size >= MAX_KEYS) return false; // a flush is overdue; never grow without bound
    pending.set(key, { companyId, day, path, count: 1 });
  }
  return true;
}

/** Hands over everything counted so far and starts a new batch. */
export function takePageViews(): PageViewCount[] {
  if (pending.size === 0) return [];
  const batch = [...pending.values()];
  pending = new Map();
  return batch;
}

/** Puts counts back after a failed write, so they go out with the next flush. */
export function restorePageViews(batch: PageViewCount[]): void {
  for (const row of batch) {
    const key = `${row.companyId}\u0000${row.day}\u0000${row.path}`;
    const entry = pending.get(key);
    if (entry) entry.count += row.count;
    else pending.set(key, { ...row });
  }
}
