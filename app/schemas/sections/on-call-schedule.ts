import { z } from "zod";
import { specificationsByRange } from "~/lib/hours";
import { WEEKDAYS, type Weekday } from "../site-content";

/**
 * When the on-call phone ("Vagt / akut") answers: all year round, or per weekday from–to. A day whose
 * "to" is earlier than its "from" runs past midnight (16:00–07:00); the same time in both fields is
 * the whole day from that time. `note` is the owner's own remark, and keeps an old free-text value
 * that could not be read as a schedule (migration 0007). Browser-safe: the editor loads it too.
 */
type OnCallDay = { day: Weekday; from: string; to: string };
export type OnCallSchedule = { always: boolean; days: OnCallDay[]; note: string };

export const ON_CALL_NOTE_MAX = 80;
export const EMPTY_ON_CALL_SCHEDULE: OnCallSchedule = { always: false, days: [], note: "" };

export const ON_CALL_MESSAGES = {
  time: "Skriv et klokkeslæt som tt:mm, f.eks. 16:00",
  fromMissing: "Skriv hvornår vagten starter, f.eks. 16:00",
  toMissing: "Skriv hvornår vagten slutter, f.eks. 07:00",
  mode: "Vælg døgnvagt hele året eller bestemte dage",
  noDay: "Vælg mindst én dag, eller vælg døgnvagt hele året",
  noteTooLong: `Må højst være ${ON_CALL_NOTE_MAX} tegn`,
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekday row of the editor, as typed ("onCallDays.3.on/from/to"). */
export const onCallDayRowSchema = z
  .object({ on: z.boolean(), from: z.string().trim(), to: z.string().trim() })
  .superRefine((row, ctx) => {
    if (!row.on) return;
    for (const part of ["from", "to"] as const) {
      const value = row[part];
      if (value === "")
        ctx.addIssue({
          code: "custom",
          path: [part],
          message: part === "from" ? ON_CALL_MESSAGES.fromMissing : ON_CALL_MESSAGES.toMissing,
        });
      else if (!CLOCK.test(value))
        ctx.addIssue({ code: "custom", path: [part], message: ON_CALL_MESSAGES.time });
    }
  });
export type OnCallDayRow = z.infer<typeof onCallDayRowSchema>;

/** The schedule from the editor's mode and weekday rows (rows of unticked days are ignored). */
export function scheduleFromRows(
  mode: "always" | "days" | "",
  rows: OnCallDayRow[],
  note: string,
): OnCallSchedule {
  return {
    always: mode === "always",
    days:
      mode === "always"
        ? []
        : rows.flatMap((row, i) => (row.on ? [{ day: WEEKDAYS[i]!, from: row.from, to: row.to }] : [])),
    note: note.trim(),
  };
}

/** The editor's weekday rows for a stored schedule, Mandag first. */
export function rowsFromSchedule(schedule: OnCallSchedule): OnCallDayRow[] {
  return WEEKDAYS.map((day) => {
    const found = schedule.days.find((entry) => entry.day === day);
    return found ? { on: true, from: found.from, to: found.to } : { on: false, from: "", to: "" };
  });
}

const danishClock = (time: string) => time.replace(":", ".");
const lower = (day: Weekday) => day.toLowerCase();

/**
 * The schedule in Danish, one line per group of days with the same times:
 * ["Døgnvagt hele året"] or ["Mandag–fredag kl. 16.00–07.00", "Lørdag og søndag hele døgnet"].
 */
export function describeOnCallSchedule(schedule: OnCallSchedule): string[] {
  if (schedule.always) return ["Døgnvagt hele året"];
  const sorted = WEEKDAYS.flatMap((day) => schedule.days.filter((entry) => entry.day === day));
  const groups: OnCallDay[][] = [];
  for (const entry of sorted) {
    const last = groups.at(-1);
    const previous = last?.at(-1);
    const next = previous && WEEKDAYS.indexOf(entry.day) === WEEKDAYS.indexOf(previous.day) + 1;
    if (last && previous && next && previous.from === entry.from && previous.to === entry.to)
      last.push(entry);
    else groups.push([entry]);
  }
  return groups.map((group) => {
    const first = group[0]!;
    const lastDay = group.at(-1)!.day;
    const days =
      group.length === 1
        ? first.day
        : group.length === 2
          ? `${first.day} og ${lower(lastDay)}`
          : `${first.day}–${lower(lastDay)}`;
    const time =
      first.from === first.to
        ? first.from === "00:00"
          ? "hele døgnet"
          : `fra kl. ${danishClock(first.from)} og et døgn frem`
        : `kl. ${danishClock(first.from)}–${danishClock(first.to)}`;
    return `${days} ${time}`;
  });
}

/** "07:00" → "06:59": a whole day that starts at 07:00 ends a minute before 07:00 the next day. */
function minuteBefore(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = (h * 60 + m + 24 * 60 - 1) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * schema.org hoursAvailable for the on-call ContactPoint: one OpeningHoursSpecification per distinct
 * time range with the days sharing it. A whole day is 00:00–23:59 (Google's form for 24 hours); a
 * range past midnight keeps "closes" earlier than "opens", which schema.org reads as the next day.
 */
export function onCallHoursAvailable(schedule: OnCallSchedule) {
  const entries = schedule.always
    ? WEEKDAYS.map((day) => ({ day, from: "00:00", to: "00:00" }))
    : schedule.days;
  return specificationsByRange(
    WEEKDAYS.flatMap((day) =>
      entries
        .filter((entry) => entry.day === day)
        .map((entry) => ({
          day,
          opens: entry.from,
          closes:
            entry.from === entry.to
              ? entry.from === "00:00"
                ? "23:59"
                : minuteBefore(entry.from)
              : entry.to,
        })),
    ),
  );
}
