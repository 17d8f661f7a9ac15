import { type OpeningHours, WEEKDAYS, type Weekday } from "~/schemas/site-content";

/**
 * Opening hours as owners type them ("07:00 - 16:00", "7-16", "kl. 8.30–12 og 13–17", "Lukket"),
 * for the hours box and for schema.org openingHoursSpecification. Pure.
 */

export type TimeRange = { opens: string; closes: string };

/** SPEC §2: the hours box shows 'Lukket' for a missing day. */
const CLOSED_LABEL = "Lukket";

/** schema.org's dayOfWeek names. */
export const SCHEMA_DAYS: Record<Weekday, string> = {
  Mandag: "Monday",
  Tirsdag: "Tuesday",
  Onsdag: "Wednesday",
  Torsdag: "Thursday",
  Fredag: "Friday",
  Lørdag: "Saturday",
  Søndag: "Sunday",
};

const CLOSED = /^(lukket|lukket hele dagen|closed|fri|-)$/;
const ALL_DAY = /^(døgnåbent|døgnåben|hele døgnet|0?0[:.]?0{0,2}\s*-\s*24[:.]?0{0,2}|24 timer)$/;
const RANGE = /^(\d{1,2})(?:[:.](\d{2}))?\s*-\s*(\d{1,2})(?:[:.](\d{2}))?$/;

function time(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) return null;
  if (h === 24) return "23:59";
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * The ranges a day's text describes: [] for closed, null when the text does not parse (it is still
 * shown as typed, but left out of structured data).
 */
export function parseHoursText(text: string | null | undefined): TimeRange[] | null {
  const cleaned = (text ?? "")
    .toLowerCase()
    .replace(/[–—−]/g, "-")
    .replace(/\btil\b/g, "-")
    .replace(/\bkl\.?\s*/g, "")
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .trim();
  if (cleaned === "" || CLOSED.test(cleaned)) return [];
  if (ALL_DAY.test(cleaned)) return [{ opens: "00:00", closes: "23:59" }];
  const ranges: TimeRange[] = [];
  for (const part of cleaned.split(/\s*(?:,|;|&|\bog\b)\s*/)) {
    const match = RANGE.exec(part.trim());
    if (!match) return null;
    const opens = time(match[1]!, match[2]);
    const closes = time(match[3]!, match[4]);
    if (!opens || !closes || opens === closes) return null;
    ranges.push({ opens, closes });
  }
  return ranges.length > 0 ? ranges : null;
}

/** Each weekday, Mandag first, with its text; a missing or empty day reads 'Lukket'. */
export function hoursForDisplay(
  hours: OpeningHours | null | undefined,
): Array<{ day: Weekday; text: string }> {
  return WEEKDAYS.map((day) => {
    const text = hours?.[day]?.trim();
    return { day, text: text ? text : CLOSED_LABEL };
  });
}

/** The footer's day names: "Man–tor". */
const SHORT_DAYS: Record<Weekday, string> = {
  Mandag: "man",
  Tirsdag: "tir",
  Onsdag: "ons",
  Torsdag: "tor",
  Fredag: "fre",
  Lørdag: "lør",
  Søndag: "søn",
};

/**
 * The week in a few short lines (the site's footer): days in a row with the same text together, the
 * text as the owner typed it. ["Man–tor 7-16", "Fre 7-14", "Lør–søn lukket"].
 */
export function shortHours(hours: OpeningHours | null | undefined): string[] {
  const runs: Array<{ from: Weekday; to: Weekday; text: string }> = [];
  for (const { day, text } of hoursForDisplay(hours)) {
    const last = runs.at(-1);
    if (last && last.text.toLowerCase() === text.toLowerCase()) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  return runs.map(({ from, to, text }) => {
    const days = from === to ? SHORT_DAYS[from] : `${SHORT_DAYS[from]}–${SHORT_DAYS[to]}`;
    return `${days.charAt(0).toUpperCase()}${days.slice(1)} ${text === CLOSED_LABEL ? "lukket" : text}`;
  });
}

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/**
 * schema.org openingHoursSpecification: one entry per distinct time range with the days that share it.
 * Closed, missing and unparseable days are left out (Google reads a missing day as closed).
 */
export function openingHoursSpecification(
  hours: OpeningHours | null | undefined,
): OpeningHoursSpecification[] {
  return specificationsByRange(
    WEEKDAYS.flatMap((day) =>
      (parseHoursText(hours?.[day]) ?? []).map(({ opens, closes }) => ({ day, opens, closes })),
    ),
  );
}

/** Time ranges with their day, in week order → one specification per distinct range, with its days. */
export function specificationsByRange(
  ranges: { day: Weekday; opens: string; closes: string }[],
): OpeningHoursSpecification[] {
  const byRange = new Map<string, OpeningHoursSpecification>();
  for (const { day, opens, closes } of ranges) {
    const key = `${opens}-${closes}`;
    const entry = byRange.get(key);
    if (entry) entry.dayOfWeek.push(SCHEMA_DAYS[day]);
    else
      byRange.set(key, {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [SCHEMA_DAYS[day]],
        opens,
        closes,
      });
  }
  return [...byRange.values()];
}
