const format = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The local (Europe/Copenhagen) calendar day of an instant, as YYYY-MM-DD. */
export function copenhagenDay(date: Date = new Date()): string {
  return format.format(date);
}
