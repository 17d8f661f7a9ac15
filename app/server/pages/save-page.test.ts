import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, images, pages } from "~/db/schema";
import { toPageDraft } from "~/lib/page-draft";
import type { PageDraft } from "~/schemas/page";
import { connectTestDatabase } from "../../../tests/setup/db";
import { createPage } from "./create-page.server";
import { findPage } from "./find-page.server";
import { PAGE_CONFLICT_MESSAGE, savePage } from "./save-page.server";
import { createTestCompany, snapshotPages } from "./test-support";

const db = connectTestDatabase();

async function editable(companyId: string, pageId: string) {
  const page = await findPage(companyId, pageId);
  if (!page) throw new Error("page not found");
  return { page, draft: toPageDraft(page) };
}

async function rename(companyId: string, pageId: string, pageName: string) {
  const { page, draft } = await editable(companyId, pageId);
  return savePage(companyId, { pageId, revision: page.revision, draft: { ...draft, pageName } });
}

describe("savePage", () => {
  it("stores the canonical nested content and keeps title/subtitle in sync", async () => {
    const { company, home } = await createTestCompany(db);
    const { page, draft } = await editable(company.id, home.id);
    const next: PageDraft = {
      ...draft,
      title: "Ny overskrift",
      subtitle: "Ny undertitel",
      body: "Afsnit et.\r\n\r\nAfsnit to med [et link](/om-os).",
      metaTitle: "  Tømrer i Vejle  ",
      metaDescription: "Beskrivelse til Google.",
    };
    const saved = await savePage(company.id, { pageId: home.id, revision: page.revision, draft: next });
    expect(saved.revision).not.toBe(page.revision);
    const [row] = await db.select().from(pages).where(eq(pages.id, home.id));
    expect(row).toMatchObject({
      title: "Ny overskrift",
      subtitle: "Ny undertitel",
      metaTitle: "Tømrer i Vejle",
      metaDescription: "Beskrivelse til Google.",
      slug: "forside",
      pageName: "Forside",
    });
    expect(row?.content).toEqual({
      hero: { title: "Ny overskrift", subtitle: "Ny undertitel" },
      main: { content: "Afsnit et.\n\nAfsnit to med [et link](/om-os).", gallery: [] },
    });
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after?.version).toBe(company.version + 1);
    expect(saved.draft.body).toBe("Afsnit et.\n\nAfsnit to med [et link](/om-os).");
  });

  it("reads content kept at the top level (older documents) and rewrites it nested", async () => {
    const { company, about } = await createTestCompany(db);
    await db
      .update(pages)
      .set({ subtitle: "", content: { subtitle: "Gammel undertitel", content: "Gammel tekst" } })
      .where(eq(pages.id, about.id));
    const { page, draft } = await editable(company.id, about.id);
    expect(draft.subtitle).toBe("Gammel undertitel");
    expect(draft.body).toBe("Gammel tekst");
    await savePage(company.id, { pageId: about.id, revision: page.revision, draft });
    const [row] = await db.select().from(pages).where(eq(pages.id, about.id));
    expect(row?.content).toEqual({
      hero: { title: about.title, subtitle: "Gammel undertitel" },
      main: { content: "Gammel tekst", gallery: [] },
    });
    expect(row?.subtitle).toBe("Gammel undertitel");
  });

  it("stores gallery items in order with their title, description and image", async () => {
    const { company, about } = await createTestCompany(db);
    const key = `images/${company.cvr}/1700000000-tag.webp`;
    await db.insert(images).values({
      companyId: company.id,
      name: "tag.webp",
      path: key,
      contentType: "image/webp",
      uploadedBy: company.companyEmail,
      cvr: company.cvr,
      width: 800,
      height: 600,
    });
    const { page, draft } = await editable(company.id, about.id);
    await savePage(company.id, {
      pageId: about.id,
      revision: page.revision,
      draft: {
        ...draft,
        layout: "gallery",
        gallery: [
          { title: "Nyt tag ", description: "Skifte af tag i Vejle", image: key },
          { title: "Carport", description: "", image: "" },
        ],
      },
    });
    const [row] = await db.select().from(pages).where(eq(pages.id, about.id));
    expect(row?.layout).toBe("gallery");
    expect(row?.content.main?.gallery).toEqual([
      { title: "Nyt tag", description: "Skifte af tag i Vejle", image: key },
      { title: "Carport", description: "", image: "" },
    ]);
  });

  it("refuses images that are not in the owner's archive", async () => {
    const { company, about } = await createTestCompany(db);
    const other = await createTestCompany(db);
    const foreign = `images/${other.company.cvr}/1700000000-hemmelig.webp`;
    await db.insert(images).values({
      companyId: other.company.id,
      name: "hemmelig.webp",
      path: foreign,
      contentType: "image/webp",
      uploadedBy: other.company.companyEmail,
      cvr: other.company.cvr,
      width: 800,
      height: 600,
    });
    const { page, draft } = await editable(company.id, about.id);
    for (const change of [
      { mainImage: foreign },
      { heroImage: "images/findes/ikke.webp" },
      { gallery: [{ title: "", description: "", image: foreign }] },
    ]) {
      await expect(
        savePage(company.id, { pageId: about.id, revision: page.revision, draft: { ...draft, ...change } }),
      ).rejects.toMatchObject({ code: "VALIDATION", message: "Billedet findes ikke i dit billedearkiv" });
    }
  });

  it("keeps an image the page already had, even if it is not in the archive", async () => {
    const { company, home } = await createTestCompany(db);
    await db
      .update(pages)
      .set({ content: { hero: { title: "x", backgroundImage: "content/standard-hero.webp" }, main: {} } })
      .where(eq(pages.id, home.id));
    const { page, draft } = await editable(company.id, home.id);
    const saved = await savePage(company.id, {
      pageId: home.id,
      revision: page.revision,
      draft: { ...draft, title: "Ny titel" },
    });
    expect(saved.draft.heroImage).toBe("content/standard-hero.webp");
  });

  describe("slugs", () => {
    it("follow the page name by SPEC §5", async () => {
      const { company, about } = await createTestCompany(db);
      expect((await rename(company.id, about.id, "Tømrer & Tag-arbejde på Fyn!")).slug).toBe(
        "toemrer-tag-arbejde-paa-fyn",
      );
      expect((await rename(company.id, about.id, "  Ærlig snak  ")).slug).toBe("aerlig-snak");
      const [row] = await db.select().from(pages).where(eq(pages.id, about.id));
      expect(row?.pageName).toBe("Ærlig snak");
    });

    it("stay unique within the site when a rename collides", async () => {
      const { company, about } = await createTestCompany(db);
      const first = await createPage(company.id);
      const second = await createPage(company.id);
      // 'Om os' is taken by the about page: the new page gets om-os-2, the next one om-os-3.
      expect((await rename(company.id, first.id, "Om os")).slug).toBe("om-os-2");
      expect((await rename(company.id, second.id, "Om  os")).slug).toBe("om-os-3");
      // A page keeps its own slug when renamed to something with the same slug.
      expect((await rename(company.id, about.id, "Om Os")).slug).toBe("om-os");
      // 'Forside' belongs to the homepage.
      expect((await rename(company.id, first.id, "Forside")).slug).toBe("forside-2");
    });

    it("never take a path the product keeps on every site", async () => {
      const { company, about } = await createTestCompany(db);
      expect((await rename(company.id, about.id, "FAQ")).slug).toBe("faq-2");
      expect((await rename(company.id, about.id, "Admin")).slug).toBe("admin-2");
      expect((await rename(company.id, about.id, "Blog")).slug).toBe("blog-2");
    });

    it("the homepage keeps its name and slug 'forside'", async () => {
      const { company, home } = await createTestCompany(db);
      const saved = await rename(company.id, home.id, "Velkommen");
      expect(saved.slug).toBe("forside");
      expect(saved.draft.pageName).toBe("Forside");
    });

    it("a CMS page needs a name", async () => {
      const { company, about } = await createTestCompany(db);
      await expect(rename(company.id, about.id, "   ")).rejects.toMatchObject({
        code: "VALIDATION",
        message: "Sidenavn er påkrævet",
        field: "pageName",
      });
    });
  });

  describe("conflicts", () => {
    it("refuses a save based on an old revision and keeps the other tab's text", async () => {
      const { company, about } = await createTestCompany(db);
      const { page, draft } = await editable(company.id, about.id);
      // Tab A saves first.
      await savePage(company.id, {
        pageId: about.id,
        revision: page.revision,
        draft: { ...draft, body: "Fra A" },
      });
      // Tab B started from the same revision.
      await expect(
        savePage(company.id, {
          pageId: about.id,
          revision: page.revision,
          draft: { ...draft, body: "Fra B" },
        }),
      ).rejects.toMatchObject({ code: "CONFLICT", message: PAGE_CONFLICT_MESSAGE });
      expect(toPageDraft((await findPage(company.id, about.id))!).body).toBe("Fra A");
    });

    it("lets exactly one of two simultaneous saves of the same revision through", async () => {
      const { company, about } = await createTestCompany(db);
      const { page, draft } = await editable(company.id, about.id);
      const results = await Promise.allSettled(
        ["A", "B", "C"].map((tab) =>
          savePage(company.id, { pageId: about.id, revision: page.revision, draft: { ...draft, body: tab } }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      for (const result of results.filter((r) => r.status === "rejected")) {
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
      }
    });

    it("saves again from the revision a save returned", async () => {
      const { company, about } = await createTestCompany(db);
      const { page, draft } = await editable(company.id, about.id);
      const first = await savePage(company.id, { pageId: about.id, revision: page.revision, draft });
      const second = await savePage(company.id, {
        pageId: about.id,
        revision: first.revision,
        draft: { ...draft, body: "Igen" },
      });
      expect(second.draft.body).toBe("Igen");
      expect(BigInt(second.revision)).toBeGreaterThan(BigInt(first.revision));
    });
  });

  describe("ownership", () => {
    it("cannot change another company's page, whatever ids are sent", async () => {
      const owner = await createTestCompany(db);
      const other = await createTestCompany(db);
      const before = await snapshotPages(db, other.company.id);
      for (const target of [other.home, other.about]) {
        const { page, draft } = await editable(other.company.id, target.id);
        await expect(
          savePage(owner.company.id, {
            pageId: target.id,
            revision: page.revision,
            draft: { ...draft, pageName: "Overtaget", body: "Overtaget" },
          }),
        ).rejects.toMatchObject({ code: "NOT_FOUND" });
      }
      expect(await snapshotPages(db, other.company.id)).toEqual(before);
      expect(await findPage(owner.company.id, other.about.id)).toBeNull();
    });

    it("answers 'not found' for a made-up page id", async () => {
      const { company, about } = await createTestCompany(db);
      const { page, draft } = await editable(company.id, about.id);
      await expect(
        savePage(company.id, { pageId: crypto.randomUUID(), revision: page.revision, draft }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(
        savePage(company.id, { pageId: "x", revision: page.revision, draft }),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });
  });
});
