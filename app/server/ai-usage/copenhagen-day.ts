const FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The local calendar day (Europe/Copenhagen, summer and winter time) of an instant, as YYYY-MM-DD:
 * the AI usage counter starts again at local midnight (SPEC §4).
 */
export function copenhagenDay(now: Date): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
