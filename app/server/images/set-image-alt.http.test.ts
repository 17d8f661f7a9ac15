import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { images, pages } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, postForm, serveHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";

// Issue 23: an alt text field for archive images, stored (max length) and used as the img alt on the
// site, through the real HTTP app.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

async function ownerWithGalleryImage(label: string) {
  const owner = await createOwnerWithSite(db, label);
  const key = `images/${owner.company.cvr}/${Date.now()}-terrasse-${crypto.randomBytes(4).toString("hex")}.webp`;
  const [image] = await db
    .insert(images)
    .values({
      companyId: owner.company.id,
      name: "IMG_2041.jpg",
      path: key,
      contentType: "image/webp",
      uploadedBy: owner.email,
      cvr: owner.company.cvr,
      width: 1200,
      height: 800,
      variants: [{ key, width: 1200, height: 800, bytes: 1000 }],
    })
    .returning();
  await db.insert(pages).values({
    companyId: owner.company.id,
    pageName: "Opgaver",
    slug: "opgaver",
    type: "page",
    layout: "gallery",
    content: {
      main: { content: "Udvalgte opgaver.", gallery: [{ title: "", description: "", image: key }] },
    },
  });
  return { owner, image: image! };
}

function saveAlt(host: string, cookie: string, imageId: string, alt: string) {
  return postForm(app(), "/admin/images?index", cookie, { intent: "alt", imageId, alt }, host);
}

describe("alt text of archive images", () => {
  it("is stored and becomes the image's alt on the site", async () => {
    const { owner, image } = await ownerWithGalleryImage("Alttekst");
    const host = `${owner.company.subdomain}.localhost`;
    const answer = await saveAlt(host, owner.cookie, image.id, "  Ny terrasse i lærk\nved huset ");
    expect(answer.status).toBe(200);
    const [row] = await db.select().from(images).where(eq(images.id, image.id));
    expect(row?.alt).toBe("Ny terrasse i lærk ved huset");
    const site = await app().request(host, "/opgaver");
    expect(site.status).toBe(200);
    expect(site.body).toContain('alt="Ny terrasse i lærk ved huset"');
    // The archive shows it in the field.
    const archive = await app().request(host, "/admin/images", { headers: { cookie: owner.cookie } });
    expect(archive.body).toContain('value="Ny terrasse i lærk ved huset"');
  });

  it("refuses a too long text next to the field, keeping it, and never touches another firm's image", async () => {
    const { owner, image } = await ownerWithGalleryImage("Altlang");
    const other = await ownerWithGalleryImage("Altanden");
    const host = `${owner.company.subdomain}.localhost`;
    const long = "terrasse ".repeat(30).trim();
    const answer = await saveAlt(host, owner.cookie, image.id, long);
    expectRefused(answer, "Alt-teksten må højst være 250 tegn", `value="${long}"`);
    const foreign = await saveAlt(host, owner.cookie, other.image.id, "Overtaget");
    expect(foreign.status).toBe(404);
    const rows = await db
      .select({ alt: images.alt })
      .from(images)
      .where(eq(images.companyId, owner.company.id));
    expect(rows).toEqual([{ alt: "" }]);
    const [theirs] = await db.select().from(images).where(eq(images.id, other.image.id));
    expect(theirs?.alt).toBe("");
  });
});
