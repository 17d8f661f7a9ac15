import { describe, expect, it } from "vitest";
import { copenhagenMidnight, formatPeriod, holidayState } from "./holiday-state";

const christmas = { from: "2026-12-22", to: "2027-01-02", note: "Juleferie" };
const summer = { from: "2027-07-12", to: "2027-07-30", note: "" };
const at = (iso: string) => new Date(iso);

describe("holidayState", () => {
  it("is quiet long before a closure and announces it 30 days ahead", () => {
    expect(holidayState([christmas], at("2026-11-01T12:00:00Z"))).toEqual({
      active: null,
      upcoming: [],
      changesAt: copenhagenMidnight("2026-11-22"),
    });
    const announced = holidayState([christmas], at("2026-12-01T12:00:00Z"));
    expect(announced.active).toBeNull();
    expect(announced.upcoming).toEqual([christmas]);
    expect(announced.changesAt).toBe(copenhagenMidnight("2026-12-22"));
  });

  it("overrides while the closure lasts, by the Danish calendar day", () => {
    // 23:30 UTC on 21 Dec is already 22 Dec in Copenhagen (UTC+1).
    const first = holidayState([christmas, summer], at("2026-12-21T23:30:00Z"));
    expect(first.active).toEqual(christmas);
    expect(first.changesAt).toBe(copenhagenMidnight("2027-01-03"));
    expect(holidayState([christmas], at("2027-01-02T22:59:00Z")).active).toEqual(christmas);
  });

  it("is gone after the last day", () => {
    const after = holidayState([christmas], at("2027-01-02T23:00:00Z"));
    expect(after).toEqual({ active: null, upcoming: [], changesAt: null });
  });

  it("computes local midnight in winter and summer time", () => {
    expect(new Date(copenhagenMidnight("2027-01-03")).toISOString()).toBe("2027-01-02T23:00:00.000Z");
    expect(new Date(copenhagenMidnight("2027-07-12")).toISOString()).toBe("2027-07-11T22:00:00.000Z");
  });

  it("writes periods the Danish short way", () => {
    expect(formatPeriod(christmas)).toBe("22.12.–2.1.");
    expect(formatPeriod({ from: "2027-05-14", to: "2027-05-14" })).toBe("14.5.");
  });
});
