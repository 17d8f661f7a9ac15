import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { SETTINGS_WEEKDAYS } from "~/schemas/settings";
import { listSettingsVersions } from "~/server/history/settings-versions.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// Issue 23, behaviour that contradicted the text, through the real HTTP app: the hint says the law
// requires an e-mail on the site, so an empty one is refused; a save that changed the own domain is
// described in the history, not "Gemt uden ændringer".

const db = connectTestDatabase();
const app = startHttpAppForFile();

function saveSettings(cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ intent: "save", theme: "amber", phone: "+45 70 70 70 70", ...fields });
  for (const day of SETTINGS_WEEKDAYS)
    if (!body.has(`hours.${day}`)) body.set(`hours.${day}`, "07:00 - 16:00");
  return postForm(app, "/admin/settings?index", cookie, [...body]);
}

describe("settings behaviour that matches its text", () => {
  it("refuses an empty e-mail with the Danish reason next to the field, keeping what was typed", async () => {
    const owner = await createOwnerWithSite(db, "Emailkrav");
    const [before] = await db.select().from(companies).where(eq(companies.id, owner.company.id));
    const answer = await saveSettings(owner.cookie, { email: "", phone: "+45 11 22 33 44" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(
      "Skriv den e-mail, kunderne kan skrive til. Loven kræver en e-mail på siden.",
    );
    const [after] = await db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(after).toEqual(before);
    expect(await listSettingsVersions(owner.company.id)).toHaveLength(0);

    expect((await saveSettings(owner.cookie, { email: "kontakt@firma.example" })).status).toBe(200);
    const [saved] = await db.select().from(companies).where(eq(companies.id, owner.company.id));
    expect(saved?.email).toBe("kontakt@firma.example");
  });

  it("describes own-domain changes in the settings history", async () => {
    const owner = await createOwnerWithSite(db, "Domaenehistorik");
    const fields = { email: "kontakt@firma.example" };
    await saveSettings(owner.cookie, fields);
    const domain = `${owner.company.subdomain}.example`;
    expect((await saveSettings(owner.cookie, { ...fields, customDomain: domain })).status).toBe(200);
    expect((await listSettingsVersions(owner.company.id))[0]?.summary).toBe(`Eget domæne ${domain} tilføjet`);
    await saveSettings(owner.cookie, { ...fields, customDomain: `www.ny-${domain}` });
    expect((await listSettingsVersions(owner.company.id))[0]?.summary).toBe(
      `Eget domæne ændret til ny-${domain}`,
    );
    await saveSettings(owner.cookie, { ...fields, customDomain: "" });
    expect((await listSettingsVersions(owner.company.id))[0]?.summary).toBe(
      `Eget domæne ny-${domain} fjernet`,
    );
    await saveSettings(owner.cookie, fields);
    expect((await listSettingsVersions(owner.company.id))[0]?.summary).toBe("Gemt uden ændringer");
  });
});
