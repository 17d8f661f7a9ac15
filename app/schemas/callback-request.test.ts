import { describe, expect, it } from "vitest";
import { formOf } from "~/lib/form-data.test-support";
import { parseForm } from "~/lib/parse-form";
import { CALLBACK_MESSAGES, callbackFormSchema } from "./callback-request";
import { QUOTE_MESSAGES, quoteRequestSchema } from "./quote-request";

describe("the visitor forms read with parseForm (ADR 037)", () => {
  it("'Ring mig op': the clean input, the honeypot read apart", () => {
    expect(
      parseForm(
        formOf({ name: "  Ole   Jensen ", phone: "+45 2030 4050", when: "morning", website: "" }),
        callbackFormSchema,
      ),
    ).toMatchObject({
      ok: true,
      data: { name: "Ole Jensen", phone: "20 30 40 50", when: "morning", website: "" },
    });
  });

  it("'Ring mig op' refused: a Danish message per field and the typed values, also for a hand-made post", () => {
    expect(parseForm(formOf({ name: " ", phone: "1234", when: "nu" }), callbackFormSchema)).toEqual({
      ok: false,
      fieldErrors: {
        name: CALLBACK_MESSAGES.name,
        phone: CALLBACK_MESSAGES.phone,
        when: CALLBACK_MESSAGES.when,
      },
      values: { name: " ", phone: "1234", when: "nu" },
    });
    expect(parseForm(formOf({}), callbackFormSchema)).toMatchObject({
      ok: false,
      fieldErrors: {
        name: CALLBACK_MESSAGES.name,
        phone: CALLBACK_MESSAGES.phone,
        when: CALLBACK_MESSAGES.when,
      },
    });
  });

  it("'Få et tilbud': no way to answer is said on both fields at once, even while others are wrong", () => {
    const parsed = parseForm(
      formOf({ name: "", phone: " ", email: "", address: "", description: "kort" }),
      quoteRequestSchema,
    );
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: {
        name: QUOTE_MESSAGES.name,
        phone: QUOTE_MESSAGES.contactMissing,
        email: QUOTE_MESSAGES.contactMissing,
        address: QUOTE_MESSAGES.address,
        description: QUOTE_MESSAGES.descriptionTooShort,
        timing: QUOTE_MESSAGES.timing,
      },
    });
    const phoneOnly = parseForm(
      formOf({
        name: "Bo",
        phone: "20304050",
        email: "",
        address: "7100",
        description: "Nyt tag på huset",
        timing: "asap",
      }),
      quoteRequestSchema,
    );
    expect(phoneOnly).toMatchObject({ ok: true, data: { phone: "20 30 40 50", email: "" } });
  });
});
