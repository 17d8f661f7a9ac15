import { describe, expect, it } from "vitest";
import { billingMail } from "./billing";

describe("billingMail", () => {
  it("writes each billing mail in Danish with the link to the subscription page", () => {
    const base = {
      companyName: "Hansen <Tømrer>",
      subscriptionUrl: "https://h.dk/admin/subscription",
      date: "1. marts 2027",
    };
    expect(billingMail({ ...base, kind: "trial-14" }).subject).toBe(
      "Din gratis prøveperiode slutter om 14 dage",
    );
    // The subject says the days really left (issue 23: "om 14 dage" when 10 were left).
    expect(billingMail({ ...base, kind: "trial-14", daysLeft: 10 }).subject).toBe(
      "Din gratis prøveperiode slutter om 10 dage",
    );
    expect(billingMail({ ...base, kind: "trial-3", daysLeft: 1 }).subject).toBe(
      "Din gratis prøveperiode slutter i morgen",
    );
    expect(billingMail({ ...base, kind: "trial-3" }).text).toContain("slutter den 1. marts 2027");
    const failed = billingMail({ ...base, kind: "payment-failed" });
    expect(failed.text).toContain("Opdatér betalingskort: https://h.dk/admin/subscription");
    const ended = billingMail({ ...base, kind: "subscription-ended" });
    expect(ended.text).toContain("online til og med den 1. marts 2027");
    // The person, not the company, is greeted; escaped.
    expect(ended.text.startsWith("Hej\n\n")).toBe(true);
    const named = billingMail({ ...base, kind: "subscription-ended", personName: "Lars <Hansen>" });
    expect(named.html).toContain("Hej Lars &lt;Hansen&gt;");
    expect(named.html).not.toContain("<Hansen>");
  });
});
