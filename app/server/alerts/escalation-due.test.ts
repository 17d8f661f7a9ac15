import { describe, expect, it } from "vitest";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { escalationDue } from "./escalation-due";

// DEFAULT_HOURS: Mon–Thu 07:00–16:00, Fri 07:00–15:00, weekend closed. Times below are Copenhagen
// local (winter +01:00, summer +02:00).
const at = (iso: string) => new Date(iso);

describe("escalation during opening hours", () => {
  it("counts only open minutes", () => {
    // Monday 10:00 + 30 min → 10:30 the same day.
    expect(escalationDue(at("2026-11-23T10:00:00+01:00"), 30, DEFAULT_HOURS)).toEqual(
      at("2026-11-23T10:30:00+01:00"),
    );
    // Monday 15:50 + 30 → 10 min before closing, 20 after Tuesday's opening.
    expect(escalationDue(at("2026-11-23T15:50:00+01:00"), 30, DEFAULT_HOURS)).toEqual(
      at("2026-11-24T07:20:00+01:00"),
    );
    // Friday evening + 15 → Monday 07:15.
    expect(escalationDue(at("2026-11-27T20:00:00+01:00"), 15, DEFAULT_HOURS)).toEqual(
      at("2026-11-30T07:15:00+01:00"),
    );
  });

  it("follows summer time", () => {
    // Saturday 28 March 2026 → Monday 30 March (CEST) 07:00 + 60.
    expect(escalationDue(at("2026-03-28T12:00:00+01:00"), 60, DEFAULT_HOURS)).toEqual(
      at("2026-03-30T08:00:00+02:00"),
    );
  });

  it("treats hours it cannot read as always open", () => {
    const unknown = { Mandag: "efter aftale" } as unknown as typeof DEFAULT_HOURS;
    expect(escalationDue(at("2026-11-28T23:50:00+01:00"), 15, unknown)).toEqual(
      at("2026-11-29T00:05:00+01:00"),
    );
  });
});

describe("escalation and holiday closures (ferielukning)", () => {
  const christmas = [{ from: "2026-12-22", to: "2027-01-03", note: "Jul" }];

  it("a request the evening before a closure waits until the firm reopens", () => {
    // Monday 21 Dec 15:50 + 30: 10 minutes that day, then the closure (22.12–3.1), then Monday 4 Jan.
    expect(escalationDue(at("2026-12-21T15:50:00+01:00"), 30, DEFAULT_HOURS, christmas)).toEqual(
      at("2027-01-04T07:20:00+01:00"),
    );
  });

  it("counts the last open minutes before the closure's first day and none of its days", () => {
    // Monday 15:45 + 15 → 16:00 would be closing time; with the closure the next open minute is 4 Jan.
    expect(escalationDue(at("2026-12-21T15:45:00+01:00"), 14, DEFAULT_HOURS, christmas)).toEqual(
      at("2026-12-21T15:59:00+01:00"),
    );
    expect(escalationDue(at("2026-12-21T15:45:00+01:00"), 15, DEFAULT_HOURS, christmas)).toEqual(
      at("2027-01-04T07:00:00+01:00"),
    );
  });

  it("a request during the closure counts from the first open minute after its last day", () => {
    expect(escalationDue(at("2026-12-28T09:00:00+01:00"), 60, DEFAULT_HOURS, christmas)).toEqual(
      at("2027-01-04T08:00:00+01:00"),
    );
    // Its last day (3 Jan) is still closed, even with hours that are always open.
    const always = { Mandag: "efter aftale" } as unknown as typeof DEFAULT_HOURS;
    expect(escalationDue(at("2027-01-03T23:50:00+01:00"), 15, always, christmas)).toEqual(
      at("2027-01-04T00:15:00+01:00"),
    );
  });

  it("closures that do not touch the clock change nothing, and a long closure is jumped whole", () => {
    const later = [{ from: "2027-07-01", to: "2027-07-31", note: "Sommer" }];
    expect(escalationDue(at("2026-11-23T10:00:00+01:00"), 30, DEFAULT_HOURS, later)).toEqual(
      at("2026-11-23T10:30:00+01:00"),
    );
    // A 62-day closure is longer than the 8-day look-ahead: the look-ahead moves with it.
    const long = [{ from: "2026-06-01", to: "2026-08-01", note: "" }];
    expect(escalationDue(at("2026-05-29T15:00:00+02:00"), 30, DEFAULT_HOURS, long)).toEqual(
      at("2026-08-03T07:30:00+02:00"),
    );
  });
});
