const TIME = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22. nov. 2026 18.40", in Copenhagen time: when a version was saved or a page deleted. */
export function danishDateTime(date: Date | string): string {
  return TIME.format(typeof date === "string" ? new Date(date) : date);
}
