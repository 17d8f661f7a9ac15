import { describe, expect, it } from "vitest";
import { trialDaysLeft } from "~/server/trial/trial-days-left";
import { trialEndsText } from "./trial-banner";

describe("trial banner wording", () => {
  it("says 'i dag' on the last day instead of '1 dag'", () => {
    const now = new Date("2026-03-10T08:00:00Z");
    const endsTonight = new Date("2026-03-10T22:00:00Z");
    expect(trialEndsText(trialDaysLeft(endsTonight, now))).toBe("udløber i dag");
  });

  it("counts the days while more than one is left", () => {
    expect(trialEndsText(2)).toBe("udløber om 2 dage");
    expect(trialEndsText(10)).toBe("udløber om 10 dage");
  });
});
