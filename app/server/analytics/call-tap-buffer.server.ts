import { copenhagenDay } from "~/lib/copenhagen-day";
import { addressKey } from "~/server/rate-limit/address-key";
import { isBotAgent } from "./page-view-buffer.server";

/**
 * Taps on a site's phone numbers (issue 25), counted in memory per site and Danish day and written in
 * batches by flushCallTaps, like page views. The endpoint must stay cheap (a map update, no I/O) and
 * store nothing about the caller: the address is only a key of the in-memory limit below, dropped
 * every hour, never written anywhere.
 */

export type CallTapCount = { companyId: string; day: string; count: number };

/** Counted taps per address (an IPv6 /64 is one) and site per clock hour, on each instance. */
export const CALL_TAPS_PER_ADDRESS_HOUR = 3;
const MAX_KEYS = 100_000;

let pending = new Map<string, CallTapCount>();
let limitHour = -1;
let perAddress = new Map<string, number>();

export type CallTap = { companyId: string; ip: string; userAgent: string | undefined; now?: Date };

/**
 * Counts one tap unless the user agent is a bot (or missing) or the address already tapped this
 * site's numbers CALL_TAPS_PER_ADDRESS_HOUR times this hour. Returns whether it was counted.
 */
export function recordCallTap(tap: CallTap): boolean {
  if (!tap.userAgent || isBotAgent(tap.userAgent)) return false;
  const now = tap.now ?? new Date();
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (hour !== limitHour) {
    limitHour = hour;
    perAddress = new Map();
  }
  const limitKey = `${tap.companyId}\u0000${addressKey(tap.ip)}`;
  const taps = perAddress.get(limitKey) ?? 0;
  if (taps >= CALL_TAPS_PER_ADDRESS_HOUR) return false;
  if (taps === 0 && perAddress.size >= MAX_KEYS) return false; // a flood: count nothing new this hour
  perAddress.set(limitKey, taps + 1);

  const day = copenhagenDay(now);
  const key = `${tap.companyId}\u0000${day}`;
  const entry = pending.get(key);
  if (entry) entry.count++;
  else {
    if (pending.size >= MAX_KEYS) return false; // a flush is overdue; never grow without bound
    pending.set(key, { companyId: tap.companyId, day, count: 1 });
  }
  return true;
}

/** Hands over everything counted so far and starts a new batch. */
export function takeCallTaps(): CallTapCount[] {
  if (pending.size === 0) return [];
  const batch = [...pending.values()];
  pending = new Map();
  return batch;
}

/** Puts counts back after a failed write, so they go out with the next flush. */
export function restoreCallTaps(batch: CallTapCount[]): void {
  for (const row of batch) {
    const key = `${row.companyId}\u0000${row.day}`;
    const entry = pending.get(key);
    if (entry) entry.count += row.count;
    else pending.set(key, { ...row });
  }
}
