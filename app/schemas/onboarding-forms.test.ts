import { describe, expect, it } from "vitest";
import { readAccountForm, readWebsiteForm } from "./onboarding-forms";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("readWebsiteForm", () => {
  it("without a found website the choice is 'other' and an address or 'no website' is needed", () => {
    expect(readWebsiteForm(form({}), undefined)).toMatchObject({
      ok: false,
      fieldErrors: { otherUrl: "Indtast venligst en gyldig webadresse" },
    });
    expect(readWebsiteForm(form({ noWebsite: "1" }), undefined)).toMatchObject({
      ok: true,
      data: { choice: "other", noWebsite: true },
    });
    expect(readWebsiteForm(form({ otherUrl: "www.firma.dk" }), undefined)).toMatchObject({
      ok: true,
      data: { choice: "other", otherUrl: "www.firma.dk", noWebsite: false },
    });
  });

  it("a found website comes from the server, not from the form", () => {
    const read = readWebsiteForm(
      form({ choice: "found", foundUrl: "https://evil.example" }),
      "https://firma.dk",
    );
    expect(read).toMatchObject({ ok: true, data: { choice: "found", foundUrl: "https://firma.dk" } });
    expect(readWebsiteForm(form({}), "https://firma.dk")).toMatchObject({
      ok: false,
      fieldErrors: { choice: "Vælg venligst om det er jeres eksisterende hjemmeside" },
    });
  });
});

describe("readAccountForm", () => {
  it("reports every field at once", () => {
    const read = readAccountForm(form({ email: "x", password: "kort", confirmPassword: "andet" }));
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
      form({
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
