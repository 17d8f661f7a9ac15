const FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) an instant falls on in Denmark: page views and trial days count local days. */
export function copenhagenDay(instant: Date): string {
  return FORMAT.format(instant);
}
