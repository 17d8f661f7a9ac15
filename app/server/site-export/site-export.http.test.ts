import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { projects } from "~/db/schema";
import { uploadImage } from "~/server/images/upload-image.server";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// "Hent hele hjemmesiden" (server/site-export.ts) through the real app: the zip holds the project
// pages of issue 26 (/udfoerte-opgaver, one per project, the town pages) with their photos, and the
// pages link to each other as files.

const db = connectTestDatabase();
const app = startHttpAppForFile();

describe("the site export", () => {
  it("holds the project pages with their photos, linked as files", { timeout: 60_000 }, async () => {
    const owner = await createOwnerWithSite(db, "Eksport");
    const bytes = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 160, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const { image } = await uploadImage({
      companyId: owner.company.id,
      cvr: owner.company.cvr,
      uploadedBy: owner.email,
      fileName: "nyt-tag.png",
      bytes,
    });
    await db.insert(projects).values(
      [
        ["nyt-tag", "Nyt tag"],
        ["ny-terrasse", "Ny terrasse"],
      ].map(([slug, title], index) => ({
        companyId: owner.company.id,
        slug: slug!,
        title: title!,
        postcode: "7100",
        town: "Vejle",
        doneOn: `2026-10-0${index + 1}`,
        photos: [{ image: image.path, alt: `${title} i Vejle` }],
        published: true,
      })),
    );
    await db.transaction((tx) => bumpSiteVersion(tx, owner.company.id));

    const zip = await app.request("localhost", "/admin/hent-hjemmeside", {
      headers: { cookie: owner.cookie },
    });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const names = Object.keys(files);
    for (const page of [
      "index.html",
      "udfoerte-opgaver.html",
      "udfoerte-opgaver-nyt-tag.html",
      "udfoerte-opgaver-ny-terrasse.html",
      "udfoerte-opgaver-i-vejle.html",
    ])
      expect(names).toContain(page);
    const html = (name: string) => new TextDecoder().decode(files[name]);
    // The photo and its smaller renditions are files of the copy, and the project page uses them.
    const stem = `media/${image.path.replace(/\.webp$/, "")}`;
    const photos = names.filter((name) => name.startsWith(stem));
    expect(photos.length).toBeGreaterThanOrEqual(2);
    for (const photo of photos) expect(files[photo]!.length).toBeGreaterThan(0);
    expect(html("udfoerte-opgaver-nyt-tag.html")).toContain(`src="${stem}`);
    // Between the pages: file names, nothing left pointing at the server's root.
    expect(html("udfoerte-opgaver.html")).toContain('href="udfoerte-opgaver-nyt-tag.html"');
    expect(html("index.html")).toContain('href="udfoerte-opgaver-ny-terrasse.html"');
    for (const name of names.filter((entry) => entry.endsWith(".html")))
      expect(html(name), name).not.toMatch(/(?:src|href|srcset)="\/(?!\/)/i);
  });
});
