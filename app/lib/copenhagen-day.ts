const FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The local calendar day (Europe/Copenhagen, summer and winter time) of an instant, as YYYY-MM-DD.
 * The one definition of "a day" in Denmark: AI usage starts again at local midnight (SPEC §4), page
 * views and trial days count local days.
 */
export function copenhagenDay(now: Date = new Date()): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
