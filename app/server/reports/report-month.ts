const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

const MONTH_NAME = new Intl.DateTimeFormat("da-DK", { month: "long", timeZone: "UTC" });

/** A calendar month as its first day (YYYY-MM-01) and its Danish name. */
export type CalendarMonth = { first: string; next: string; name: string; year: number };

function monthOf(year: number, month: number): CalendarMonth {
  // month is 1-12 and may be 0 or 13 on the way in.
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    first: `${y}-${pad(m)}-01`,
    next: `${ny}-${pad(nm)}-01`,
    name: MONTH_NAME.format(new Date(Date.UTC(y, m - 1, 1))),
    year: y,
  };
}

export type ReportPeriod = {
  /** The month the report is about (last month, Danish time). */
  month: CalendarMonth;
  /** The month before it, for the comparison. */
  previous: CalendarMonth;
  /**
   * True on the 1st from 06:00 Danish time (a morning mail) and on the 2nd and 3rd, so a report
   * missed while every instance was down still goes out; later in the month nothing is sent.
   */
  due: boolean;
};

/** Which month a report sent at `now` covers, in Europe/Copenhagen (summer and winter time). */
export function reportPeriod(now: Date): ReportPeriod {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  return {
    month: monthOf(year, month - 1),
    previous: monthOf(year, month - 2),
    due: (day === 1 && hour >= 6) || day === 2 || day === 3,
  };
}
