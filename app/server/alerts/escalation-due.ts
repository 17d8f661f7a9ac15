import type { HolidayPeriod } from "~/db/schema/site-details";
import type { OpeningHours } from "~/schemas/site-content";
import { addDays, copenhagenMidnight } from "~/server/sections/vagt/holiday-state";

const DAYS = ["Søndag", "Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag"] as const;
const RANGE = /(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})/;
const MINUTE = 60_000;
/** Looked ahead at most this far: a site with hours that never open again alerts at the limit. */
const HORIZON_MINUTES = 8 * 24 * 60;

/** Open minutes of the day [from, to) per weekday (0 = Sunday); null when the day is closed. */
function openRanges(hours: OpeningHours): Array<[number, number] | null> {
  return DAYS.map((day) => {
    const match = RANGE.exec(String((hours as Record<string, string>)[day] ?? ""));
    if (!match) return null;
    const from = Number(match[1]) * 60 + Number(match[2]);
    const to = Number(match[3]) * 60 + Number(match[4]);
    return to > from ? [from, to] : null;
  });
}

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Copenhagen",
  timeZoneName: "longOffset",
});
const offsets = new Map<number, number>();
/** Copenhagen's UTC offset in minutes at an instant (changes only on whole hours). */
function copenhagenOffset(time: number): number {
  const hour = Math.floor(time / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const name = offsetFormat
      .formatToParts(new Date(hour * 3_600_000))
      .find((p) => p.type === "timeZoneName")!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    offset = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * When an unopened request escalates to an SMS: after `minutes` of the site's opening hours
 * (Europe/Copenhagen) have passed since `from`. A request sent at 15:50 on a Monday with hours until
 * 16:00 and 30 minutes escalates at 07:20 on Tuesday. Hours that cannot be read count as always open.
 * The site's holiday closures ("ferielukning", both days included, local dates) are closed whatever
 * the weekly hours say: the owner on holiday is not texted, and the clock goes on when the firm reopens.
 */
export function escalationDue(
  from: Date,
  minutes: number,
  hours: OpeningHours,
  closures: readonly HolidayPeriod[] = [],
): Date {
  const ranges = openRanges(hours);
  const alwaysOpen = ranges.every((range) => range === null);
  let left = minutes;
  let time = Math.ceil(from.getTime() / MINUTE) * MINUTE;
  // A closure is skipped in one jump and moves the horizon with it (closures last up to 62 days).
  let horizon = time + HORIZON_MINUTES * MINUTE;
  while (time < horizon) {
    const local = new Date(time + copenhagenOffset(time) * MINUTE);
    const day = local.toISOString().slice(0, 10);
    const closure = closures.find((period) => period.from <= day && day <= period.to);
    if (closure) {
      const reopens = copenhagenMidnight(addDays(closure.to, 1));
      horizon += reopens - time;
      time = reopens;
      continue;
    }
    const range = ranges[local.getUTCDay()];
    const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (alwaysOpen || (range && minuteOfDay >= range[0] && minuteOfDay < range[1])) {
      if (left === 0) return new Date(time);
      left--;
    }
    time += MINUTE;
  }
  return new Date(time);
}
