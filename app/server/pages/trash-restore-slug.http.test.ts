import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pages } from "~/db/schema";
import { bumpSiteVersion } from "~/server/sites/bump-site-version.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { postForm, startHttpAppForFile } from "../../../tests/setup/http-app";
import { createOwnerWithSite } from "../../../tests/setup/owner-session";
import { createPage } from "./create-page.server";
import { deletePage } from "./delete-page.server";

// Security probe finding F10: "Gendan" from the Papirkurv took any slug the form sent. Only the
// address the server offered is accepted now, and export file names are safe whatever a slug holds.

const db = connectTestDatabase();
const app = startHttpAppForFile();

const TRASH = "/admin/pages/papirkurv";
const BAD_SLUGS = ["../../admin", "x".repeat(5000), "x\0y", "Om Os", "admin"];
const slugOf = async (pageId: string) =>
  (await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, pageId)))[0]?.slug;

describe("F10: restoring from the Papirkurv", () => {
  it("ignores a slug the server did not offer: the page comes back on its own address", async () => {
    const owner = await createOwnerWithSite(db, "Gendan");
    for (const slug of BAD_SLUGS) {
      await deletePage(owner.company.id, owner.about.id);
      const answer = await postForm(app, TRASH, owner.cookie, { pageId: owner.about.id, slug });
      expect(answer.status, JSON.stringify(slug.slice(0, 20))).toBe(302);
      expect(await slugOf(owner.about.id)).toBe("om-os");
    }
  });

  it("when the old address is taken, restores only on the offered one", async () => {
    const owner = await createOwnerWithSite(db, "Gendan");
    await deletePage(owner.company.id, owner.about.id);
    const other = await createPage(owner.company.id);
    await db.update(pages).set({ slug: "om-os" }).where(eq(pages.id, other.id));
    for (const slug of BAD_SLUGS) {
      const answer = await postForm(app, TRASH, owner.cookie, { pageId: owner.about.id, slug });
      expect(answer.status, JSON.stringify(slug.slice(0, 20))).toBe(409);
      expect(answer.body).toContain("Du kan gendanne siden på /om-os-2 i stedet");
      expect(await slugOf(owner.about.id)).toBeUndefined();
    }
    const confirmed = await postForm(app, TRASH, owner.cookie, { pageId: owner.about.id, slug: "om-os-2" });
    expect(confirmed.status).toBe(302);
    expect(await slugOf(owner.about.id)).toBe("om-os-2");
  });
});

describe("F10: the site export", () => {
  it("names every file inside the zip's own folder, whatever a stored slug holds", async () => {
    const owner = await createOwnerWithSite(db, "Gendan");
    // A row as a restore before this fix could leave it.
    await db.transaction(async (tx) => {
      await tx
        .update(pages)
        .set({ slug: "../../admin", published: true })
        .where(eq(pages.id, owner.about.id));
      await bumpSiteVersion(tx, owner.company.id);
    });
    const zip = await app.request("localhost", "/admin/hent-hjemmeside", {
      headers: { cookie: owner.cookie },
    });
    expect(zip.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
    expect(names).toContain("index.html");
    for (const name of names) {
      expect(name).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\|\0/);
    }
  });
});
