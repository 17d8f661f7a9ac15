import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companies, images, onboardingUploads } from "~/db/schema";
import { loadSiteView } from "~/server/sites/load-site-view.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { onboardingBrowser } from "../../../tests/setup/onboarding-browser";

// The onboarding photo step (issue 22) through the real server/app.ts, JavaScript off: plain
// multipart posts, the draft cookie, private previews, and creation moving the photos into the site.
// Its own database: it creates a site for a register CVR number, which must be free.
const database = connectIsolatedTestDatabase("onboarding_photos_http_test");
const app = startHttpAppForFile();
const CVR = "31993512";

type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };

function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = "----hvtest7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "value" in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push("value" in part ? Buffer.from(part.value) : part.bytes);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A logo: a green mark and dark lettering on white. */
const greenLogo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><rect width="400" height="120" fill="#fff"/><circle cx="60" cy="60" r="40" fill="#15803d"/><rect x="120" y="50" width="240" height="16" fill="#1c1917"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

function browser() {
  const owner = onboardingBrowser(app);
  return { ...owner, upload: (parts: Part[]) => owner.upload("/onboarding/billeder", multipart(parts)) };
}

describe("the onboarding photo step", () => {
  it("takes photos from the phone without JavaScript and puts them on the new site", async () => {
    const owner = browser();
    await owner.post("/onboarding", [
      ["intent", "lookup"],
      ["cvr", CVR],
    ]);
    const confirmed = await owner.post("/onboarding", [
      ["intent", "confirm"],
      ["choice", "other"],
      ["noWebsite", "1"],
    ]);
    expect([confirmed.status, confirmed.headers.location]).toEqual([303, "/onboarding?trin=billeder"]);

    const step = await owner.get("/onboarding?trin=billeder");
    expect(step.status).toBe(200);
    expect(step.body).toMatch(/Trin (?:<!-- -->)?3(?:<!-- -->)? af 4/);
    const form = step.body.match(/<form[^>]*action="\/onboarding\/billeder"[^>]*>/)?.[0] ?? "";
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toMatch(/method="post"/);
    const work = step.body.match(/<input[^>]*name="work"[^>]*>/)?.[0] ?? "";
    expect(work).toMatch(/type="file"/);
    expect(work).toMatch(/accept="image\/\*,/);
    expect(work).toMatch(/multiple=""/);
    expect(step.body).toContain('name="logo"');
    expect(step.body).toContain('name="ownerPhoto"');

    // A file that is no image: named, nothing kept, the typed name kept.
    const refused = await owner.upload([
      {
        name: "work",
        fileName: "tilbud.pdf",
        type: "image/jpeg",
        bytes: Buffer.from("%PDF-1.4 ikke et billede"),
      },
      { name: "ownerName", value: "Søren Køge" },
    ]);
    expect([refused.status, refused.headers.location]).toEqual([303, "/onboarding?trin=billeder"]);
    const again = await owner.get("/onboarding?trin=billeder");
    expect(again.body).toContain("tilbud.pdf er ikke et billede");
    expect(again.body).toContain('value="Søren Køge"');

    const accepted = await owner.upload([
      { name: "work", fileName: "nyt-tag.jpg", type: "image/jpeg", bytes: await photo("#a33") },
      { name: "work", fileName: "IMG_2041.jpg", type: "image/jpeg", bytes: await photo("#3a3") },
      { name: "ownerPhoto", fileName: "mig.jpg", type: "image/jpeg", bytes: await photo("#33a") },
      { name: "logo", fileName: "logo.png", type: "image/png", bytes: await greenLogo() },
      { name: "ownerName", value: "Søren Køge" },
      { name: "ownerLine", value: "Jeg har skruet på biler i 20 år." },
    ]);
    expect([accepted.status, accepted.headers.location]).toEqual([303, "/onboarding?trin=konto"]);
    const shown = await owner.get("/onboarding?trin=billeder");
    const previews = [...shown.body.matchAll(/src="(\/onboarding\/billede\/[0-9a-f-]+)"/g)].map((m) => m[1]!);
    expect(previews).toHaveLength(4); // two work photos, the owner photo and the logo
    const preview = await owner.get(previews[0]!);
    expect([preview.status, preview.headers["content-type"]]).toEqual([200, "image/webp"]);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    // Another browser (no draft) never sees them.
    expect((await app.request("localhost", previews[0]!)).status).toBe(404);

    const created = await owner.post("/onboarding", [
      ["intent", "create"],
      ["email", "koege@example.dk"],
      ["password", "hemmelig1"],
      ["confirmPassword", "hemmelig1"],
      ["acceptPrivacy", "1"],
    ]);
    expect(created.status).toBe(303);
    expect(created.headers.location).toContain("/admin/velkommen?token=");

    const [company] = await database().select().from(companies).where(eq(companies.cvr, CVR));
    const archive = await database().select().from(images).where(eq(images.companyId, company!.id));
    expect(archive).toHaveLength(3);
    const { workPhotos, owner: master } = company!.profile;
    expect(workPhotos.map((p) => p.alt)).toEqual(["nyt-tag", "Opgave udført af Bilværkstedet i Køge ApS"]);
    const paths = new Set(archive.map((image) => image.path));
    for (const work of workPhotos) expect(paths.has(work.image)).toBe(true);
    expect(master).toMatchObject({ name: "Søren Køge", line: "Jeg har skruet på biler i 20 år." });
    expect(paths.has(master!.photo!)).toBe(true);
    // The chosen logo is the site's logo, and its green chose the site's colours (issue 22).
    expect(company!.logo).toMatch(/^logos\/31993512\/.+\.webp$/);
    expect(company!.theme).toBe("green");
    // The private copies are gone once the site has them.
    const left = await database()
      .select()
      .from(onboardingUploads)
      .where(eq(onboardingUploads.name, "nyt-tag.jpg"));
    expect(left).toEqual([]);

    // The loaded homepage view carries the profile and the photos' renditions.
    const view = await loadSiteView({ companyId: company!.id }, null);
    if (view.kind !== "page") throw new Error("no homepage");
    expect(view.view.company.profile?.workPhotos).toEqual(workPhotos);
    expect(view.view.images.map((image) => image.path).sort()).toEqual([...paths].sort());
  }, 60_000);

  it("refuses a seventh work photo and keeps nothing of that post", async () => {
    const owner = browser();
    await owner.post("/onboarding", [
      ["intent", "lookup"],
      ["cvr", "69797113"],
    ]);
    await owner.post("/onboarding", [
      ["intent", "confirm"],
      ["choice", "other"],
      ["noWebsite", "1"],
    ]);
    const bytes = await photo("#777");
    const seven = Array.from({ length: 7 }, (_, i) => ({
      name: "work",
      fileName: `opgave-${i}.jpg`,
      type: "image/jpeg",
      bytes,
    }));
    const answer = await owner.upload(seven);
    expect(answer.headers.location).toBe("/onboarding?trin=billeder");
    const step = await owner.get("/onboarding?trin=billeder");
    expect(step.body).toContain("Du kan højst vælge 6 billeder af jeres arbejde.");
    expect(step.body).not.toContain("/onboarding/billede/");
  }, 60_000);
});
