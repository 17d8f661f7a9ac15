import { describe, expect, it } from "vitest";
import { parseStripeForm } from "./stripe-form";

describe("parseStripeForm", () => {
  it("reads nested brackets and indexed lists as Stripe does", () => {
    const body =
      "mode=subscription&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=24900" +
      "&metadata[company_id]=abc&expand[0]=default_payment_method&expand[1]=customer";
    expect(parseStripeForm(body.replace(/\[/g, "%5B").replace(/\]/g, "%5D"))).toEqual({
      mode: "subscription",
      line_items: [{ quantity: "1", price_data: { unit_amount: "24900" } }],
      metadata: { company_id: "abc" },
      expand: ["default_payment_method", "customer"],
    });
  });
});
