import { copenhagenDay } from "~/lib/copenhagen-day";
import { addressKey } from "~/server/rate-limit/address-key";
import { countBuffer } from "./count-buffer";
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

/** The counted taps until flushCallTaps writes them. */
export const callTapCounts = countBuffer<CallTapCount>((row) => `${row.companyId}\u0000${row.day}`);
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

  return callTapCounts.add({ companyId: tap.companyId, day: copenhagenDay(now) });
}
