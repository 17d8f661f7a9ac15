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
