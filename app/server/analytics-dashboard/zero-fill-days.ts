export type DayCount = { day: string; count: number };

/**
 * The `days` calendar days ending with `lastDay` (YYYY-MM-DD), oldest first, each with its count from
 * `rows` or 0. Pure date arithmetic on calendar days, so daylight-saving changes cannot skip or repeat one.
 */
export function zeroFillDays(rows: readonly DayCount[], lastDay: string, days: number): DayCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
  const [year, month, day] = lastDay.split("-").map(Number) as [number, number, number];
  const series: DayCount[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(year, month - 1, day - back)).toISOString().slice(0, 10);
    series.push({ day: date, count: counts.get(date) ?? 0 });
  }
  return series;
}
