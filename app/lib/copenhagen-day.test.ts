import { describe, expect, it } from "vitest";
import { copenhagenDay } from "~/lib/copenhagen-day";

describe("copenhagenDay", () => {
  it.each([
    // Summer time (UTC+2): local midnight is 22:00 UTC.
    ["2025-06-30T21:59:59.999Z", "2025-06-30"],
    ["2025-06-30T22:00:00.000Z", "2025-07-01"],
    // Winter time (UTC+1): local midnight is 23:00 UTC.
    ["2025-01-15T22:59:59.999Z", "2025-01-15"],
    ["2025-01-15T23:00:00.000Z", "2025-01-16"],
    // New Year's Eve in Copenhagen is already the new year there.
    ["2025-12-31T23:30:00.000Z", "2026-01-01"],
    // The days clocks change (30 March and 26 October 2025).
    ["2025-03-30T01:30:00.000Z", "2025-03-30"],
    ["2025-10-25T22:30:00.000Z", "2025-10-26"],
  ])("%s is %s in Copenhagen", (instant, day) => {
    expect(copenhagenDay(new Date(instant))).toBe(day);
  });
});
