import { describe, expect, it } from "vitest";
import { billingStatus, sitePausesAt } from "./billing-status";

const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000);
const sub = (status: string, extra: Partial<Parameters<typeof sitePausesAt>[1]> = {}) => ({
  status,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: day(40),
  amount: 24900,
  paymentMethodBrand: "visa",
  paymentMethodLast4: "4242",
  endedAt: null,
  ...extra,
});

describe("billingStatus", () => {
  it("never blocks when billing is not configured", () => {
    expect(billingStatus({ enabled: false, trialEnd: day(-100), subscription: null }, day(0))).toEqual({
      state: "not_configured",
    });
  });

  it("is a trial until the trial end, then expired with 14 days of grace, then paused", () => {
    const input = { enabled: true, trialEnd: day(10), subscription: null };
    expect(billingStatus(input, day(9)).state).toBe("trial");
    expect(billingStatus(input, day(11))).toEqual({
      state: "expired",
      since: day(10),
      pausesAt: day(24),
      paused: false,
    });
    expect(billingStatus(input, day(24))).toMatchObject({ state: "expired", paused: true });
  });

  it("is active or past_due while Stripe says so, and counts the grace from when it ended", () => {
    expect(
      billingStatus({ enabled: true, trialEnd: day(-5), subscription: sub("active") }, day(0)),
    ).toMatchObject({
      state: "active",
      nextPaymentAt: day(40),
    });
    expect(
      billingStatus({ enabled: true, trialEnd: day(-5), subscription: sub("past_due") }, day(0)).state,
    ).toBe("past_due");
    const ended = sub("canceled", { endedAt: day(20) });
    expect(sitePausesAt(day(-5), ended)).toEqual(day(34));
    expect(billingStatus({ enabled: true, trialEnd: day(-5), subscription: ended }, day(21))).toMatchObject({
      state: "expired",
      paused: false,
    });
  });
});
