import { describe, expect, it } from "vitest";
import { formOf } from "~/lib/form-data.test-support";
import { readAccountForm, readWebsiteForm } from "./onboarding-forms";

describe("readWebsiteForm", () => {
  it("without a found website the choice is 'other' and an address or 'no website' is needed", () => {
    expect(readWebsiteForm(formOf({}), undefined)).toMatchObject({
      ok: false,
      fieldErrors: { otherUrl: "Indtast venligst en gyldig webadresse" },
    });
    expect(readWebsiteForm(formOf({ noWebsite: "1" }), undefined)).toMatchObject({
      ok: true,
      data: { choice: "other", noWebsite: true },
    });
    expect(readWebsiteForm(formOf({ otherUrl: "www.firma.dk" }), undefined)).toMatchObject({
      ok: true,
      data: { choice: "other", otherUrl: "www.firma.dk", noWebsite: false },
    });
  });

  it("a found website comes from the server, not from the form", () => {
    const read = readWebsiteForm(
      formOf({ choice: "found", foundUrl: "https://evil.example" }),
      "https://firma.dk",
    );
    expect(read).toMatchObject({ ok: true, data: { choice: "found", foundUrl: "https://firma.dk" } });
    expect(readWebsiteForm(formOf({}), "https://firma.dk")).toMatchObject({
      ok: false,
      fieldErrors: { choice: "Vælg venligst om det er jeres eksisterende hjemmeside" },
    });
  });
});

describe("readAccountForm", () => {
  it("reports every field at once", () => {
    const read = readAccountForm(formOf({ email: "x", password: "kort", confirmPassword: "andet" }));
    expect(read).not.toHaveProperty("values.password");
    expect(read).toMatchObject({
      ok: false,
      values: { email: "x" },
      fieldErrors: {
        email: "Indtast en gyldig email",
        password: "Adgangskoden skal være mindst 6 tegn",
        confirmPassword: "Adgangskoderne er ikke ens",
        acceptPrivacy: "Du skal acceptere privatlivspolitikken for at fortsætte",
      },
    });
  });

  it("reads a complete account with the ticked checkbox", () => {
    const read = readAccountForm(
      formOf({
        email: "Ejer@Firma.dk",
        password: "hemmelig1",
        confirmPassword: "hemmelig1",
        acceptPrivacy: "on",
      }),
    );
    expect(read).toMatchObject({
      ok: true,
      data: {
        email: "ejer@firma.dk",
        password: "hemmelig1",
        confirmPassword: "hemmelig1",
        acceptPrivacy: true,
      },
    });
  });
});
