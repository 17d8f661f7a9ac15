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
    expect(billingMail({ ...base, kind: "trial-3" }).text).toContain("slutter den 1. marts 2027");
    const failed = billingMail({ ...base, kind: "payment-failed" });
    expect(failed.text).toContain("Opdatér betalingskort: https://h.dk/admin/subscription");
    const ended = billingMail({ ...base, kind: "subscription-ended" });
    expect(ended.text).toContain("online til og med den 1. marts 2027");
    expect(ended.html).toContain("Hansen &lt;Tømrer&gt;");
    expect(ended.html).not.toContain("<Tømrer>");
  });
});
