import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, settingsVersions } from "~/db/schema";
import { settleSiteImageRenders } from "~/server/sections/images/render-site-images-in-background.server";
import { testSettingsInput as input } from "~/server/settings/settings-input.test-support";
import { insertTestCompany } from "~/server/settings/test-company.test-support";
import { updateSettings } from "~/server/settings/update-settings.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { VERSIONS_KEPT } from "./keep-versions";
import { listSettingsVersions, restoreSettingsVersion } from "./settings-versions.server";

const db = connectTestDatabase();

describe("settings versions", () => {
  it("keeps a version per save in words, and restores one as a new version", async () => {
    const company = await insertTestCompany(db);
    await updateSettings(company.id, input(), "ejer@test.example");
    await updateSettings(company.id, input({ theme: "blue", phone: "+45 99887766" }), "ejer@test.example");
    const versions = await listSettingsVersions(company.id);
    expect(versions.map((version) => version.summary)).toEqual([
      "Kontaktoplysninger ændret, Tema ændret",
      expect.stringContaining("ændret"),
      "Udgaven før første ændring",
    ]);
    expect(versions[0]?.author).toBe("ejer@test.example");

    // The saves render the site's images in the background and bump the version when done.
    await settleSiteImageRenders();
    const before = (await db.select().from(companies).where(eq(companies.id, company.id)))[0]!;
    await restoreSettingsVersion(company.id, versions[1]!.id, "ejer@test.example");
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after?.theme).toBe("teal");
    expect(after?.phone).toBe("+45 11223344");
    expect(after?.version).toBe(before.version + 1);
    const now = await listSettingsVersions(company.id);
    expect(now).toHaveLength(4);
    expect(now[0]?.summary).toMatch(/^Gendannet: versionen fra /);
  });

  it(`keeps at most ${VERSIONS_KEPT}`, async () => {
    const company = await insertTestCompany(db);
    for (let i = 0; i < VERSIONS_KEPT + 2; i++) {
      await updateSettings(company.id, input({ phone: `+45 ${10_000_000 + i}` }));
    }
    expect(await db.$count(settingsVersions, eq(settingsVersions.companyId, company.id))).toBe(VERSIONS_KEPT);
  });

  it("never restores another company's version", async () => {
    const owner = await insertTestCompany(db);
    const victim = await insertTestCompany(db);
    await updateSettings(victim.id, input({ theme: "blue" }));
    const [version] = await listSettingsVersions(victim.id);
    await expect(restoreSettingsVersion(owner.id, version!.id, "")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await listSettingsVersions(owner.id)).toEqual([]);
  });
});
