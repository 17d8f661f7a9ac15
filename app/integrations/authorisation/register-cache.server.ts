import { log } from "~/server/log.server";
import { parseRegister } from "./parse-register";
import type { RegisterSnapshot, RegisterSource } from "./types";

export type RegisterCache = {
  /** The last good copy, or null before the first good download. */
  current(): RegisterSnapshot | null;
  /** Downloads and parses the file; a failure keeps the last good copy, logs a warning and returns it. */
  refresh(): Promise<RegisterSnapshot | null>;
  /** The copy, refreshed first when missing or older than `maxAgeMs` (concurrent callers share one download). */
  fresh(maxAgeMs: number): Promise<RegisterSnapshot | null>;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A new copy with fewer rows than this share of the last good one is refused. */
const MIN_SHARE_OF_LAST = 0.5;

/** Holds the last good parsed register of one source. Never throws. */
export function createRegisterCache(
  source: RegisterSource,
  now: () => Date = () => new Date(),
): RegisterCache {
  let lastGood: RegisterSnapshot | null = null;
  let lastAttempt = 0;
  let inFlight: Promise<RegisterSnapshot | null> | null = null;

  const refresh = () => {
    inFlight ??= (async () => {
      lastAttempt = now().getTime();
      try {
        const next = parseRegister(await source(), now());
        // A file cut at a line boundary parses; one that lost most rows overnight is a bad download.
        if (lastGood && next.entries.length < lastGood.entries.length * MIN_SHARE_OF_LAST) {
          throw new Error(
            `only ${next.entries.length} rows, the last good copy had ${lastGood.entries.length}`,
          );
        }
        lastGood = next;
      } catch (error) {
        log("warn", "authorisation register not updated, keeping the last good copy", {
          reason: error instanceof Error ? error.message : String(error),
          lastGood: lastGood?.fetchedAt.toISOString() ?? null,
        });
      }
      return lastGood;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    current: () => lastGood,
    refresh,
    async fresh(maxAgeMs) {
      // A failed attempt also waits its turn, so a broken register is not asked on every request.
      if (lastAttempt > 0 && now().getTime() - lastAttempt < maxAgeMs) return lastGood;
      return refresh();
    },
  };
}
