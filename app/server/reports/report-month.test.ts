import { describe, expect, it } from "vitest";
import { compared } from "~/integrations/mail/templates/monthly-report";
import { reportPeriod } from "./report-month";

describe("reportPeriod (Europe/Copenhagen)", () => {
  it("reports on last month from 06:00 Danish time on the 1st, across the year end", () => {
    // 1 January 2027 06:30 in Copenhagen is 05:30 UTC (winter time).
    const period = reportPeriod(new Date("2027-01-01T05:30:00Z"));
    expect(period).toEqual({
      month: { first: "2026-12-01", next: "2027-01-01", name: "december", year: 2026 },
      previous: { first: "2026-11-01", next: "2026-12-01", name: "november", year: 2026 },
      due: true,
    });
    // 31 December 23:30 UTC is already 1 January in Copenhagen, but before 06:00.
    expect(reportPeriod(new Date("2026-12-31T23:30:00Z"))).toMatchObject({
      month: { first: "2026-12-01" },
      due: false,
    });
  });

  it("uses summer time, catches up on the 2nd and 3rd, and sends nothing later in the month", () => {
    // 1 April 2027 06:00 in Copenhagen is 04:00 UTC (summer time): due; 03:59 UTC is not.
    expect(reportPeriod(new Date("2027-04-01T04:00:00Z"))).toMatchObject({
      month: { first: "2027-03-01", name: "marts" },
      previous: { first: "2027-02-01", name: "februar" },
      due: true,
    });
    expect(reportPeriod(new Date("2027-04-01T03:59:00Z")).due).toBe(false);
    expect(reportPeriod(new Date("2027-04-03T21:00:00Z")).due).toBe(true);
    expect(reportPeriod(new Date("2027-04-03T22:00:00Z")).due).toBe(false);
  });
});

describe("compared", () => {
  it("writes the change against the month before in Danish", () => {
    expect(compared(412, 368, "besøg", "oktober")).toBe("412 besøg (+12 % mod oktober)");
    expect(compared(1234, 2000, "besøg", "maj")).toBe("1.234 besøg (-38 % mod maj)");
    expect(compared(5, 5, "besøg", "maj")).toBe("5 besøg (±0 % mod maj)");
    expect(compared(3, 0, "forespørgsler", "maj")).toBe("3 forespørgsler (0 i maj)");
    expect(compared(0, 0, "forespørgsler", "maj")).toBe("0 forespørgsler (som i maj)");
  });
});
