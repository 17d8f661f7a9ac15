import { describe, expect, it } from "vitest";
import {
  customDomainForStorage,
  parseSettingsForm,
  resetPasswordSchema,
  SETTINGS_WEEKDAYS,
  socialForDisplay,
  socialForStorage,
} from "./settings";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const base: Record<string, string> = {
    phone: "+45 12345678",
    email: "kontakt@hansen.dk",
    address: "Vestergade 1",
    zipcode: "8000",
    city: "Aarhus",
    showHours: "on",
    theme: "blue",
    customDomain: "",
    "socialMedia.facebook": "",
    "socialMedia.instagram": "",
    "socialMedia.linkedin": "",
    "socialMedia.tiktok": "",
  };
  for (const day of SETTINGS_WEEKDAYS) base[`hours.${day}`] = "07:00 - 16:00";
  for (const [name, value] of Object.entries({ ...base, ...fields })) {
    if (value !== "__absent__") data.set(name, value);
  }
  return data;
}

describe("social media addresses (SPEC §5)", () => {
  it.each([
    ["facebook.com/hansen", "https://facebook.com/hansen"],
    ["https://facebook.com/hansen", "https://facebook.com/hansen"],
    ["http://www.instagram.com/hansen/", "https://www.instagram.com/hansen/"],
    ["  HTTPS://tiktok.com/@hansen  ", "https://tiktok.com/@hansen"],
    ["", ""],
    ["   ", ""],
  ])("stores %j as %j", (input, stored) => {
    expect(socialForStorage(input)).toBe(stored);
  });

  it.each(["facebook", "facebook com/x", "javascript:alert(1)", "ftp://x.dk", "user:pw@x.dk"])(
    "refuses %j",
    (input) => {
      expect(socialForStorage(input)).toBeNull();
    },
  );

  it("shows stored addresses without the scheme", () => {
    expect(socialForDisplay("https://facebook.com/hansen")).toBe("facebook.com/hansen");
    expect(socialForDisplay("http://x.dk")).toBe("x.dk");
    expect(socialForDisplay("")).toBe("");
  });
});

describe("own domain (SPEC §5)", () => {
  it.each([
    ["hansen-toemrer.dk", "hansen-toemrer.dk"],
    ["https://www.Hansen-Toemrer.dk/om-os", "hansen-toemrer.dk"],
    ["http://hansen.dk", "hansen.dk"],
    ["www.håndværkernet.dk", "xn--hndvrkernet-x8aq.dk"],
    ["", null],
    ["  ", null],
  ])("stores %j as %j", (input, stored) => {
    expect(customDomainForStorage(input)).toBe(stored);
  });

  it.each(["hansen", "www.dk", "ftp://hansen.dk", "192.168.1.1", "hansen .dk"])("refuses %j", (input) => {
    expect(customDomainForStorage(input)).toBeUndefined();
  });
});

describe("parseSettingsForm", () => {
  it("reads and normalises the whole form", () => {
    const result = parseSettingsForm(
      form({
        "socialMedia.facebook": "facebook.com/hansen",
        "socialMedia.tiktok": "http://tiktok.com/@hansen",
        customDomain: "WWW.Hansen.dk",
        "hours.Lørdag": "  Lukket ",
        "hours.Søndag": "",
        showHours: "__absent__",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.socialMedia).toEqual({
      facebook: "https://facebook.com/hansen",
      instagram: "",
      linkedin: "",
      tiktok: "https://tiktok.com/@hansen",
    });
    expect(result.data.customDomain).toBe("hansen.dk");
    expect(result.data.showHours).toBe(false);
    expect(result.data.hours.Lørdag).toBe("Lukket");
    expect(result.data.theme).toBe("blue");
  });

  it("names the field of every error with a Danish message", () => {
    const result = parseSettingsForm(
      form({
        email: "ikke-en-email",
        theme: "rainbow",
        customDomain: "mitfirma",
        "socialMedia.instagram": "instagram",
        phone: "1".repeat(41),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      email: "Indtast en gyldig email",
      theme: "Vælg et farvetema",
      customDomain: "Indtast et gyldigt domæne, f.eks. ditfirma.dk",
      "socialMedia.instagram": "Indtast en gyldig webadresse, f.eks. facebook.com/ditfirma",
      phone: "Må højst være 40 tegn",
    });
  });

  it("accepts an empty phone and address (the spec validates no formats there)", () => {
    expect(parseSettingsForm(form({ phone: "", address: "", zipcode: "", city: "" })).ok).toBe(true);
  });

  it("refuses an empty e-mail: the law requires one on the site, as the field's hint says (issue 23)", () => {
    const result = parseSettingsForm(form({ email: "  " }));
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.fieldErrors.email).toBe(
      "Skriv den e-mail, kunderne kan skrive til. Loven kræver en e-mail på siden.",
    );
  });
});

describe("resetPasswordSchema", () => {
  it("uses the spec's messages", () => {
    const short = resetPasswordSchema.safeParse({ token: "t", password: "12345", confirmPassword: "12345" });
    expect(short.error?.issues[0]?.message).toBe("Adgangskoden skal være mindst 6 tegn");
    const mismatch = resetPasswordSchema.safeParse({
      token: "t",
      password: "123456",
      confirmPassword: "123457",
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: "Adgangskoderne er ikke ens",
      path: ["confirmPassword"],
    });
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "123456", confirmPassword: "123456" }).success,
    ).toBe(true);
  });
});
