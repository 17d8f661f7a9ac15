import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { parseSettingsForm, type SettingsInput } from "~/schemas/settings";
import { AppError } from "~/server/errors";
import { connectTestDatabase } from "../../../tests/setup/db";
import { testSettingsInput } from "./settings-input.test-support";
import { insertTestCompany } from "./test-company.test-support";
import { updateSettings } from "./update-settings.server";

const db = connectTestDatabase();

const input = (overrides: Partial<SettingsInput> = {}): SettingsInput =>
  testSettingsInput({
    showHours: false,
    socialMedia: { facebook: "https://facebook.com/nyt", instagram: "", linkedin: "", tiktok: "" },
    ...overrides,
  });

async function load(id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

describe("updateSettings", () => {
  it("saves every settings field and bumps the site version", async () => {
    const company = await insertTestCompany(db);
    await updateSettings(company.id, input({ hours: { ...input().hours, Søndag: "" } }));
    const saved = await load(company.id);
    expect(saved).toMatchObject({
      phone: "+45 11223344",
      email: "kontakt@nyt.dk",
      address: "Nygade 2",
      zipcode: "5000",
      city: "Odense",
      showHours: false,
      socialMedia: { facebook: "https://facebook.com/nyt", instagram: "", linkedin: "", tiktok: "" },
      theme: "teal",
      customDomain: null,
    });
    expect(saved.hours.Mandag).toBe("08:00 - 15:00");
    expect(saved.hours).not.toHaveProperty("Søndag"); // blank: the site shows 'Lukket'
    expect(saved.version).toBe(company.version + 1);
  });

  it("saves what the form parser produced (normalised social addresses and domain)", async () => {
    const company = await insertTestCompany(db);
    const data = new FormData();
    data.set("theme", "rose");
    data.set("socialMedia.instagram", "http://instagram.com/hansen");
    data.set("customDomain", "https://www.Hansen-Byg.dk/");
    data.set("email", "kontakt@hansen-byg.dk");
    const parsed = parseSettingsForm(data);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    await updateSettings(company.id, parsed.data);
    const saved = await load(company.id);
    expect(saved.socialMedia.instagram).toBe("https://instagram.com/hansen");
    expect(saved.customDomain).toBe("hansen-byg.dk");
    expect(saved.customDomainVerifiedAt).toBeNull();
  });

  it("changes only the given company's row", async () => {
    const mine = await insertTestCompany(db);
    const other = await insertTestCompany(db, { phone: "99 99 99 99", theme: "amber" });
    await updateSettings(mine.id, input());
    const untouched = await load(other.id);
    expect(untouched).toEqual(other);
  });

  it("keeps a verified domain verified when it is saved unchanged, and clears it when it changes", async () => {
    const verifiedAt = new Date("2026-01-01T12:00:00Z");
    const company = await insertTestCompany(db, {
      customDomain: `uaendret-${Date.now()}.dk`,
      customDomainVerifiedAt: verifiedAt,
    });
    await updateSettings(company.id, input({ customDomain: company.customDomain }));
    expect((await load(company.id)).customDomainVerifiedAt).toEqual(verifiedAt);
    await updateSettings(company.id, input({ customDomain: `nyt-${Date.now()}.dk` }));
    expect((await load(company.id)).customDomainVerifiedAt).toBeNull();
  });

  it("refuses another company's verified domain and changes nothing", async () => {
    const domain = `optaget-${Date.now()}.dk`;
    await insertTestCompany(db, { customDomain: domain, customDomainVerifiedAt: new Date() });
    const company = await insertTestCompany(db);
    const error = await updateSettings(company.id, input({ customDomain: domain })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "CONFLICT",
      field: "customDomain",
      message: "Domænet er allerede tilknyttet en anden hjemmeside. Kontakt os, hvis det er dit domæne.",
    });
    expect(await load(company.id)).toEqual(company);
  });

  it("allows a domain another company only typed in but never verified", async () => {
    const domain = `uverificeret-${Date.now()}.dk`;
    await insertTestCompany(db, { customDomain: domain });
    const company = await insertTestCompany(db);
    await updateSettings(company.id, input({ customDomain: domain }));
    expect((await load(company.id)).customDomain).toBe(domain);
  });

  it("refuses the product's own domain", async () => {
    const company = await insertTestCompany(db);
    await expect(
      updateSettings(company.id, input({ customDomain: "hansen.localhost" })),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      field: "customDomain",
    });
  });

  it("says 'Firma ikke fundet' for a company that does not exist", async () => {
    await expect(updateSettings("00000000-0000-4000-8000-000000000000", input())).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Firma ikke fundet",
    });
  });
});
