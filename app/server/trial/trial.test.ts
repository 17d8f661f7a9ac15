import { describe, expect, it } from "vitest";
import { dismissTrialBanner } from "./dismiss-trial-banner.server";
import { isTrialBannerDismissed } from "./is-trial-banner-dismissed.server";
import { shouldShowTrialBanner } from "./should-show-trial-banner";
import { trialDaysLeft } from "./trial-days-left";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-10T09:30:00Z");
const endsIn = (days: number) => new Date(now.getTime() + days * DAY);

describe("trialDaysLeft", () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 10],
    [30, 30],
    [31, 31],
    [60, 60],
    [90, 90],
  ])("a trial ending in exactly %i days has %i days left", (days, expected) => {
    expect(trialDaysLeft(endsIn(days), now)).toBe(expected);
  });

  it("counts a started day as a day and an ended trial as 0", () => {
    expect(trialDaysLeft(new Date(now.getTime() + 10 * 60 * 60 * 1000), now)).toBe(1);
    expect(trialDaysLeft(new Date(now.getTime() + 30 * DAY + 60_000), now)).toBe(31);
    expect(trialDaysLeft(endsIn(-5), now)).toBe(0);
  });
});

describe("shouldShowTrialBanner (SPEC §4: Free and 1 to 30 days left)", () => {
  it.each([
    [0, false],
    [1, true],
    [10, true],
    [30, true],
    [31, false],
    [60, false],
    [90, false],
    [-3, false],
  ])("with %i days left: %s", (days, shown) => {
    expect(shouldShowTrialBanner({ planType: "Free", trialEndDate: endsIn(days) }, now)).toBe(shown);
  });

  it("is never shown on a paid plan", () => {
    expect(shouldShowTrialBanner({ planType: "Pro", trialEndDate: endsIn(10) }, now)).toBe(false);
  });
});

describe("'Påmind mig senere' cookie", () => {
  it("hides the banner for the rest of the Danish day, not the next", async () => {
    // 22:30 UTC on 10 March is 23:30 in Copenhagen: still the 10th there.
    const evening = new Date("2026-03-10T22:30:00Z");
    const setCookie = await dismissTrialBanner(evening);
    expect(setCookie).toMatch(/^hv_trial_banner=.+; Max-Age=86400; Path=\/admin; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(";")[0]!;
    expect(await isTrialBannerDismissed(cookie, new Date("2026-03-10T06:00:00Z"))).toBe(true);
    // 23:10 UTC is 00:10 on the 11th in Copenhagen.
    expect(await isTrialBannerDismissed(cookie, new Date("2026-03-10T23:10:00Z"))).toBe(false);
    expect(await isTrialBannerDismissed(null, evening)).toBe(false);
    expect(await isTrialBannerDismissed("hv_trial_banner=noget-andet", evening)).toBe(false);
  });
});
