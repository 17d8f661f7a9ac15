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
