import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companies, settingsVersions } from "~/db/schema";
import { storage } from "~/integrations/storage/index.server";
import { VERSIONS_KEPT } from "~/server/history/keep-versions";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { multipartBody, serveHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";
import { LOGO_UPLOADS_PER_HOUR } from "./logo";

// Security probe finding F14: logo uploads were unlimited, and the files of pruned settings versions
// were never deleted. Through the real HTTP app.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: "#c2410c" } })
    .png()
    .toBuffer();

async function uploadLogo(cookie: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "logo.png");
  const { body, contentType } = await multipartBody(form);
  const answer = await app().request("localhost", "/admin/settings/logo", {
    method: "POST",
    headers: { cookie, origin: `http://localhost:${app().port}`, "content-type": contentType },
    body,
  });
  return { status: answer.status, json: JSON.parse(answer.body) as Record<string, unknown> };
}

const logoOf = async (companyId: string) =>
  (await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId)))[0]?.logo;

describe("F14: logo uploads", () => {
  it(`are limited to ${LOGO_UPLOADS_PER_HOUR} an hour per site; the refused one changes nothing`, async () => {
    const owner = await createOwnerWithSite(db, "Logo");
    for (let n = 1; n <= LOGO_UPLOADS_PER_HOUR; n++) {
      expect((await uploadLogo(owner.cookie)).status, `upload ${n}`).toBe(200);
    }
    const before = await logoOf(owner.company.id);
    const refused = await uploadLogo(owner.cookie);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      ok: false,
      error: "Kunne ikke uploade logo",
      reason: "Du har skiftet logo mange gange. Vent en time, og prøv igen.",
    });
    expect(await logoOf(owner.company.id)).toBe(before);
  });

  it("delete the file of a logo only pruned versions named, and keep every logo a kept version names", async () => {
    const owner = await createOwnerWithSite(db, "Logo");
    const first = await uploadLogo(owner.cookie);
    const firstKey = String(first.json.logoUrl).replace(/^\/media\//, "");
    // Fill the history with versions that name an old logo (the oldest) and the current one.
    const [version] = await db
      .select()
      .from(settingsVersions)
      .where(eq(settingsVersions.companyId, owner.company.id))
      .limit(1);
    const oldKey = `logos/${owner.company.cvr}/1-gammelt-logo.webp`;
    await storage().put(oldKey, await png(), "image/webp");
    const rows = Array.from({ length: VERSIONS_KEPT }, (_, n) => ({
      companyId: owner.company.id,
      author: "",
      summary: "Logo ændret",
      snapshot: { ...version!.snapshot, logo: n < 2 ? oldKey : firstKey },
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)),
    }));
    await db.insert(settingsVersions).values(rows);

    // One more upload prunes the oldest versions: the old logo is named by none of the kept ones.
    expect((await uploadLogo(owner.cookie)).status).toBe(200);
    expect(await storage().get(oldKey)).toBeNull();
    // The first upload is still named by kept versions (and "Gendan" can bring it back).
    expect(await storage().get(firstKey)).not.toBeNull();
    const named = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(settingsVersions)
      .where(
        and(
          eq(settingsVersions.companyId, owner.company.id),
          sql`${settingsVersions.snapshot}->>'logo' = ${oldKey}`,
        ),
      );
    expect(named[0]?.n).toBe(0);
  });
});
