import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages, pageTrash, pageVersions, redirects } from "~/db/schema";
import { toPageDraft } from "~/lib/page-draft";
import { connectTestDatabase, whileLockHeldElsewhere } from "../../../tests/setup/db";
import { loadSiteView } from "../sites/load-site-view.server";
import { createPage } from "./create-page.server";
import { deletePage } from "./delete-page.server";
import { findPage } from "./find-page.server";
import { savePage } from "./save-page.server";
import { createTestCompany } from "./test-support";
import { listTrash, purgeTrash, restoreTrashedPage, TRASH_PURGE_LOCK_KEY } from "./trash.server";

const db = connectTestDatabase();

describe("Papirkurv", () => {
  it("keeps a deleted page, and restores it with its address, content and versions", async () => {
    const { company, about } = await createTestCompany(db);
    const page = await findPage(company.id, about.id);
    await savePage(company.id, {
      pageId: about.id,
      revision: page!.revision,
      draft: { ...toPageDraft(page!), title: "Før sletning" },
    });
    await deletePage(company.id, about.id);
    expect(await loadSiteView({ companyId: company.id }, "om-os")).toEqual({ kind: "not-found" });
    // The trash keeps the same snapshot of the content that the last version holds (one function).
    const [trashed] = await db.select().from(pageTrash).where(eq(pageTrash.pageId, about.id));
    const [latest] = await db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.pageId, about.id))
      .orderBy(desc(pageVersions.createdAt))
      .limit(1);
    const { slug, type, published, position, createdAt, ...content } = trashed!.page;
    expect(content).toEqual(latest!.snapshot);
    expect({ slug, type, published }).toEqual({ slug: "om-os", type: "page", published: true });
    expect(typeof position === "number" && Date.parse(createdAt) > 0).toBe(true);
    expect((await listTrash(company.id)).map((item) => [item.pageName, item.slug])).toEqual([
      ["Om os", "om-os"],
    ]);

    expect(await restoreTrashedPage(company.id, about.id)).toEqual({
      id: about.id,
      slug: "om-os",
      oldSlug: "om-os",
      oldAddress: "same",
    });
    const site = await loadSiteView({ companyId: company.id }, "om-os");
    expect(site.kind === "page" && site.view.page.title).toBe("Før sletning");
    expect(await listTrash(company.id)).toEqual([]);
    const versions = await db.select().from(pageVersions).where(eq(pageVersions.pageId, about.id));
    expect(versions).toHaveLength(2);
  });

  it("says so in Danish when the address was taken meanwhile, and restores on the free one offered", async () => {
    const { company, about } = await createTestCompany(db);
    await deletePage(company.id, about.id);
    // Another page now has /om-os.
    const other = await createPage(company.id);
    await db.update(pages).set({ slug: "om-os", pageName: "Om os" }).where(eq(pages.id, other.id));
    const refused = restoreTrashedPage(company.id, about.id);
    await expect(refused).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "Adressen /om-os bruges nu af en anden side. Du kan gendanne siden på /om-os-2 i stedet. " +
        "/om-os bliver ved med at vise den anden side.",
      freeSlug: "om-os-2",
    });
    expect(await listTrash(company.id)).toHaveLength(1);
    // The other page keeps /om-os: no redirect from it.
    expect(await restoreTrashedPage(company.id, about.id, "om-os-2")).toEqual({
      id: about.id,
      slug: "om-os-2",
      oldSlug: "om-os",
      oldAddress: "page",
    });
    expect(await db.select().from(redirects).where(eq(redirects.companyId, company.id))).toEqual([]);
  });

  it("never lists or restores another company's deleted page", async () => {
    const owner = await createTestCompany(db);
    const victim = await createTestCompany(db);
    await deletePage(victim.company.id, victim.about.id);
    expect(await listTrash(owner.company.id)).toEqual([]);
    await expect(restoreTrashedPage(owner.company.id, victim.about.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await listTrash(victim.company.id)).toHaveLength(1);
  });

  it("purges pages deleted more than 30 days ago (with their versions), under an advisory lock", async () => {
    const { company, about } = await createTestCompany(db);
    const fresh = await createPage(company.id);
    const page = await findPage(company.id, about.id);
    await savePage(company.id, { pageId: about.id, revision: page!.revision, draft: toPageDraft(page!) });
    await deletePage(company.id, about.id);
    await deletePage(company.id, fresh.id);
    await db
      .update(pageTrash)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(pageTrash.pageId, about.id));
    // Older than 30 days: no longer offered, even before the job runs.
    expect((await listTrash(company.id)).map((item) => item.pageId)).toEqual([fresh.id]);

    // While another instance holds the lock, this one skips.
    expect(await whileLockHeldElsewhere(TRASH_PURGE_LOCK_KEY, purgeTrash)).toBeNull();
    expect(await purgeTrash()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(pageTrash).where(eq(pageTrash.pageId, about.id))).toEqual([]);
    expect(await db.select().from(pageVersions).where(eq(pageVersions.pageId, about.id))).toEqual([]);
    expect(await db.select().from(pageTrash).where(eq(pageTrash.pageId, fresh.id))).toHaveLength(1);
  });
});
