import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../../tests/setup/db";
import { multipartBody, serveHttpAppForFile } from "../../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../../tests/setup/owner-session";

// Issue 22: the design tab offers the palette closest to the uploaded logo's colour. Through the
// real HTTP app: the logo goes up through the logo route, the suggestion comes back in the page.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

/** A logo with a blue mark and dark lettering on a transparent ground. */
const blueLogo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M20 100 L60 20 L100 100 Z" fill="#1d4ed8"/><rect x="120" y="50" width="240" height="16" fill="#1c1917"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const designTab = async (cookie: string) =>
  (await app().request("localhost", "/admin/settings?tab=design", { headers: { cookie } })).body;

describe("the palette suggested from the logo", () => {
  it("is offered on the design tab once the site has a logo, and not before", async () => {
    const owner = await createOwnerWithSite(db, "Logofarver");
    expect(await designTab(owner.cookie)).not.toContain("Forslag ud fra jeres logo");

    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await blueLogo())], { type: "image/png" }), "logo.png");
    const { body, contentType } = await multipartBody(form);
    const uploaded = await app().request("localhost", "/admin/settings/logo", {
      method: "POST",
      headers: {
        cookie: owner.cookie,
        origin: `http://localhost:${app().port}`,
        "content-type": contentType,
      },
      body,
    });
    expect(uploaded.status).toBe(200);

    const page = await designTab(owner.cookie);
    expect(page).toMatch(/Forslag ud fra jeres logo: (?:<!-- -->)?<strong>Blå<\/strong>/);
    expect(page).toContain("Brug farverne fra logoet");
  });
});
