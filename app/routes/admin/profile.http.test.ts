import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, postForm, startHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// "Forsidens indhold" (issue 22) through the real server/app.ts: the signed-in owner's own profile
// only, bad input refused with Danish messages and the typed values, a save bumps the site version.

const db = connectTestDatabase();
const app = startHttpAppForFile();
const owner = () => createOwnerWithSite(db, "Profil");

const readProfile = async (id: string) =>
  (
    await db
      .select({ profile: companies.profile, version: companies.version })
      .from(companies)
      .where(eq(companies.id, id))
  )[0]!;

describe("/admin/profil", () => {
  it("saves the owner's own profile texts, keeps photos and links, and refuses half-filled rows", async () => {
    const a = await owner();
    const b = await owner();
    await db
      .update(companies)
      .set({
        profile: {
          intro: null,
          services: [{ title: "Gammel", line: "Gammel linje", pageSlug: "ydelser" }],
          usps: [],
          workPhotos: [{ image: "images/12345678/1-tag.webp", alt: "Tag" }],
          owner: null,
        },
      })
      .where(eq(companies.id, a.company.id));
    const before = await readProfile(a.company.id);

    const refused = await postForm(app, "/admin/profil", a.cookie, [
      ["introHeading", ""],
      ["introText", "Tekst uden overskrift"],
      ["services.0.title", "Tag"],
      ["services.0.line", ""],
      ["ownerName", "Jens"],
    ]);
    expectRefused(
      refused,
      "Skriv en overskrift over teksten",
      "Skriv både navnet på ydelsen og en linje om den",
      "Skriv både mesterens navn og et par ord",
      "Tekst uden overskrift",
    );
    // The typed row comes back in its input, and the summary links the message to the empty part.
    expect(refused.body).toMatch(/<input[^>]*name="services\.0\.title"[^>]*value="Tag"/);
    expect(refused.body).toContain('href="#services.0.line"');
    expect((await readProfile(a.company.id)).profile).toEqual(before.profile);

    const saved = await postForm(app, "/admin/profil", a.cookie, [
      ["introHeading", "Lokal tømrer i Vejle"],
      ["introText", "Vi bygger <b>tage</b>."],
      ["services.0.title", "Tag"],
      ["services.0.line", "Nye tage og reparationer."],
      ["services.1.title", "Carporte"],
      ["services.1.line", "Carporte i træ."],
      ["usps.0", "Startet i 2009"],
      ["usps.1", ""],
      ["ownerName", "Jens Hansen"],
      ["ownerLine", "Jeg kommer selv ud."],
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Ændringer blev gemt!");
    const after = await readProfile(a.company.id);
    expect(after.profile).toEqual({
      intro: { heading: "Lokal tømrer i Vejle", text: "Vi bygger <b>tage</b>." },
      services: [
        { title: "Tag", line: "Nye tage og reparationer.", pageSlug: "ydelser" },
        { title: "Carporte", line: "Carporte i træ.", pageSlug: "ydelser" },
      ],
      usps: ["Startet i 2009"],
      workPhotos: [{ image: "images/12345678/1-tag.webp", alt: "Tag" }],
      owner: { name: "Jens Hansen", line: "Jeg kommer selv ud.", photo: null },
    });
    expect(after.version).toBe(before.version + 1);

    // The editor shows the owner's own profile, never another company's.
    const editorA = await app.request("localhost", "/admin/profil", { headers: { cookie: a.cookie } });
    expect(editorA.body).toContain('value="Lokal tømrer i Vejle"');
    const editorB = await app.request("localhost", "/admin/profil", { headers: { cookie: b.cookie } });
    expect(editorB.status).toBe(200);
    expect(editorB.body).not.toContain("Lokal tømrer i Vejle");
    // Without a login: to the login page.
    const anonymous = await app.request("localhost", "/admin/profil");
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, "/admin"]);
  }, 60_000);
});
