import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { images, pages, pageVersions } from "~/db/schema";
import { toPageDraft } from "~/lib/page-draft";
import type { PageDraft } from "~/schemas/page";
import { findPage } from "~/server/pages/find-page.server";
import { savePage } from "~/server/pages/save-page.server";
import { createTestCompany } from "~/server/pages/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { describePageChange } from "./describe-page-change";
import { VERSIONS_KEPT } from "./keep-versions";
import { listPageVersions } from "./list-page-versions.server";
import { restorePageVersion } from "./restore-page-version.server";

const db = connectTestDatabase();

async function edit(companyId: string, pageId: string, patch: Partial<PageDraft>) {
  const page = await findPage(companyId, pageId);
  if (!page) throw new Error("no page");
  return savePage(companyId, {
    pageId,
    revision: page.revision,
    draft: { ...toPageDraft(page), ...patch },
    author: "ejer@test.example",
  });
}

describe("page versions", () => {
  it("keeps a version per save, saying who and what changed, with the state before the first save", async () => {
    const { company, about } = await createTestCompany(db);
    await edit(company.id, about.id, { title: "Ny overskrift" });
    await edit(company.id, about.id, { body: "Ny tekst.", mainImage: "" });
    const versions = await listPageVersions(company.id, about.id);
    expect(versions.map((version) => version.summary)).toEqual([
      "Tekst ændret",
      "Overskrift ændret",
      "Udgaven før første ændring",
    ]);
    expect(versions[0]?.author).toBe("ejer@test.example");
  });

  it("restores an earlier version as a new version, shown on the site", async () => {
    const { company, about } = await createTestCompany(db);
    await edit(company.id, about.id, { title: "Første" });
    await edit(company.id, about.id, { title: "Anden", body: "Anden tekst." });
    const [, first] = await listPageVersions(company.id, about.id);
    const restored = await restorePageVersion(company.id, {
      pageId: about.id,
      versionId: first!.id,
      author: "ejer@test.example",
    });
    expect(restored.draft.title).toBe("Første");
    expect(restored.draft.body).toBe("Vi er et lille firma.");
    const versions = await listPageVersions(company.id, about.id);
    expect(versions).toHaveLength(4);
    expect(versions[0]?.summary).toMatch(/^Gendannet: versionen fra /);
    const [row] = await db.select().from(pages).where(eq(pages.id, about.id));
    expect(row?.title).toBe("Første");
  });

  it("leaves out images deleted from the archive since, instead of refusing the restore", async () => {
    const { company, about } = await createTestCompany(db);
    const [image] = await db
      .insert(images)
      .values({
        companyId: company.id,
        name: "tag.webp",
        path: `images/${company.cvr}/1-tag.webp`,
        contentType: "image/webp",
        uploadedBy: "test",
        cvr: company.cvr,
        width: 800,
        height: 600,
      })
      .returning();
    await edit(company.id, about.id, { mainImage: image!.path });
    await edit(company.id, about.id, { mainImage: "" });
    await db.delete(images).where(eq(images.id, image!.id));
    const withImage = (await listPageVersions(company.id, about.id))[1]!;
    const restored = await restorePageVersion(company.id, {
      pageId: about.id,
      versionId: withImage.id,
      author: "",
    });
    expect(restored.draft.mainImage).toBe("");
  });

  it(`keeps at most ${VERSIONS_KEPT} versions per page`, async () => {
    const { company, about } = await createTestCompany(db);
    for (let i = 1; i <= VERSIONS_KEPT + 3; i++) await edit(company.id, about.id, { title: `Titel ${i}` });
    const rows = await db.select().from(pageVersions).where(eq(pageVersions.pageId, about.id));
    expect(rows).toHaveLength(VERSIONS_KEPT);
    const versions = await listPageVersions(company.id, about.id);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions.some((version) => version.summary === "Udgaven før første ændring")).toBe(false);
  });

  it("never lists or restores another company's versions", async () => {
    const owner = await createTestCompany(db);
    const victim = await createTestCompany(db);
    await edit(victim.company.id, victim.about.id, { title: "Privat" });
    const [version] = await listPageVersions(victim.company.id, victim.about.id);
    expect(await listPageVersions(owner.company.id, victim.about.id)).toEqual([]);
    await expect(
      restorePageVersion(owner.company.id, { pageId: victim.about.id, versionId: version!.id, author: "" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("describes changes in words", () => {
    const base = {
      pageName: "Om os",
      title: "A",
      subtitle: "",
      layout: "text" as const,
      content: { main: { content: "x" } },
      metaTitle: "",
      metaDescription: "",
    };
    expect(describePageChange(base, base)).toBe("Gemt uden ændringer");
    expect(describePageChange(base, { ...base, content: { main: { content: "x", image: "k" } } })).toBe(
      "Billede ændret",
    );
    expect(describePageChange(base, { ...base, title: "B", layout: "gallery" })).toBe(
      "Overskrift ændret, Layout ændret",
    );
  });
});
