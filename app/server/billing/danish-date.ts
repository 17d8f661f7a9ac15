const DATE = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "1. marts 2027", in Copenhagen time. */
export function danishDate(date: Date): string {
  return DATE.format(date);
}

const DAY_KEY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Calendar days from `now` to `end` in Copenhagen (the trial reminder's "om 10 dage"); 0 on the day. */
export function daysUntil(end: Date, now: Date): number {
  const day = (date: Date) => Date.parse(`${DAY_KEY.format(date)}T00:00:00Z`);
  return Math.round((day(end) - day(now)) / 86_400_000);
}
