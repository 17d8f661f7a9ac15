import { describe, expect, it } from "vitest";
import type { SettingsInput } from "~/schemas/settings";
import { listSettingsVersions } from "~/server/history/settings-versions.server";
import { testSettingsInput } from "~/server/settings/settings-input.test-support";
import { updateSettings } from "~/server/settings/update-settings.server";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { httpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// "Vis" on a settings version (issue 12), through the real HTTP app: the owner sees the homepage with
// that version's settings; nobody else does; the public site keeps the current settings.

const db = connectTestDatabase();
const { get } = httpAppForFile();

const createOwner = () => createOwnerWithSite(db, "Indstillinger");

const settings = (phone: string, theme: SettingsInput["theme"]) => testSettingsInput({ phone, theme });

const page = (cookie: string | null, path: string) =>
  get("localhost", path, cookie ? { headers: { cookie } } : {});

describe("previewing a settings version", () => {
  it("renders that version's settings for the owner only, uncached and noindex, the public site unchanged", async () => {
    const owner = await createOwner();
    await updateSettings(owner.company.id, settings("+45 11 11 11 11", "teal"), owner.email);
    await updateSettings(owner.company.id, settings("+45 22 22 22 22", "blue"), owner.email);
    const [current, earlier] = await listSettingsVersions(owner.company.id);
    expect(await listSettingsVersions(owner.company.id)).toHaveLength(3);
    expect(current?.summary).toBe("Kontaktoplysninger ændret, Tema ændret");

    const preview = await page(owner.cookie, `/admin/settings/versioner/${earlier!.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.body).toContain("Gendan denne version");
    // The page's data carries the earlier version's settings, not the current ones.
    expect(preview.body).toContain("+45 11 11 11 11");
    expect(preview.body).not.toContain("+45 22 22 22 22");

    // Visitors still see the current settings.
    const site = await get(`${owner.company.subdomain}.localhost`, "/");
    expect(site.status).toBe(200);
    expect(site.body).toContain("+45 22 22 22 22");
    expect(site.body).not.toContain("+45 11 11 11 11");
    // Looking is not restoring: no new version.
    expect(await listSettingsVersions(owner.company.id)).toHaveLength(3);
  });

  it("answers 404 for another owner's version and sends the signed-out to the login", async () => {
    const a = await createOwner();
    const b = await createOwner();
    await updateSettings(a.company.id, settings("+45 33 33 33 33", "teal"), a.email);
    const [version] = await listSettingsVersions(a.company.id);

    const other = await page(b.cookie, `/admin/settings/versioner/${version!.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toContain("Versionen blev ikke fundet");
    expect(other.body).not.toContain("+45 33 33 33 33");
    expect((await page(b.cookie, "/admin/settings/versioner/ikke-et-id")).status).toBe(404);

    const anonymous = await page(null, `/admin/settings/versioner/${version!.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe("/admin");
  });
});
