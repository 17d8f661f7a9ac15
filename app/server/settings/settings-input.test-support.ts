import { SETTINGS_WEEKDAYS, type SettingsInput } from "~/schemas/settings";

/** A complete, valid settings form for a test: open 08:00 - 15:00 every day; fields can be overridden. */
export function testSettingsInput(overrides: Partial<SettingsInput> = {}): SettingsInput {
  return {
    phone: "+45 11223344",
    email: "kontakt@nyt.dk",
    address: "Nygade 2",
    zipcode: "5000",
    city: "Odense",
    showHours: true,
    hours: Object.fromEntries(SETTINGS_WEEKDAYS.map((d) => [d, "08:00 - 15:00"])) as SettingsInput["hours"],
    socialMedia: { facebook: "", instagram: "", linkedin: "", tiktok: "" },
    theme: "teal",
    customDomain: null,
    ...overrides,
  };
}
