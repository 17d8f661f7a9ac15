import type { HolidayPeriod } from "~/db/schema/site-details";
import { copenhagenDay } from "~/lib/copenhagen-day";

/** Upcoming closures are announced this many days before they start. */
const HOLIDAY_NOTICE_DAYS = 30;

export type HolidayState = {
  /** The closure in force today, which replaces the weekly hours. */
  active: HolidayPeriod | null;
  /** Closures that start within the notice window, soonest first. */
  upcoming: HolidayPeriod[];
  /**
   * When what the page shows next changes by itself (a closure is announced, starts or ends), as a
   * time in ms; null when nothing is pending. Cached pages must not outlive it.
   */
  changesAt: number | null;
};

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant Copenhagen's calendar reaches `day` (local midnight, summer or winter time): the first
 * of the two candidate UTC instants (22:00 or 23:00 the day before) whose local day is `day`.
 */
export function copenhagenMidnight(day: string): number {
  const base = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [2, 1, 0]) {
    const instant = base - offsetHours * 3_600_000;
    if (copenhagenDay(new Date(instant)) === day) return instant;
  }
  return base;
}

/**
 * Which closures the site shows at `now`: the one in force (its days include today, Danish time) and
 * those starting within HOLIDAY_NOTICE_DAYS; ended closures are gone. Pure; the caller passes the clock.
 */
export function holidayState(periods: readonly HolidayPeriod[], now: Date): HolidayState {
  const today = copenhagenDay(now);
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const active = sorted.find((period) => period.from <= today && today <= period.to) ?? null;
  const horizon = addDays(today, HOLIDAY_NOTICE_DAYS);
  const upcoming = sorted.filter((period) => period.from > today && period.from <= horizon);

  // The next day on which any closure is announced, starts or is over.
  const boundaries = sorted
    .flatMap((period) => [addDays(period.from, -HOLIDAY_NOTICE_DAYS), period.from, addDays(period.to, 1)])
    .filter((day) => day > today)
    .sort();
  const next = boundaries[0];
  return { active, upcoming, changesAt: next ? copenhagenMidnight(next) : null };
}

/** "22.12.–2.1." — the Danish short form of a period (the year is left out, as on a shop door). */
export function formatPeriod(period: Pick<HolidayPeriod, "from" | "to">): string {
  const short = (day: string) => `${Number(day.slice(8, 10))}.${Number(day.slice(5, 7))}.`;
  return period.from === period.to ? short(period.from) : `${short(period.from)}–${short(period.to)}`;
}
