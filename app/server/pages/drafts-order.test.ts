import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { loadSiteView } from "../sites/load-site-view.server";
import { loadSitemap } from "../sites/load-sitemap.server";
import { createPage } from "./create-page.server";
import { listPages } from "./list-pages.server";
import { movePage } from "./move-page.server";
import { publishPage } from "./publish-page.server";
import { createTestCompany } from "./test-support";

const db = connectTestDatabase();
const app = startHttpAppForFile();

const menuOf = async (companyId: string) => {
  const site = await loadSiteView({ companyId }, null);
  return site.kind === "page" ? site.view.pages.map((page) => page.slug) : [];
};

describe("drafts: '+ Ny side' is a draft until 'Udgiv side'", () => {
  it("is in the owner's list and preview, never in the public menu, sitemap or at its address", async () => {
    const { company } = await createTestCompany(db);
    const created = await createPage(company.id);
    expect((await listPages(company.id)).find((page) => page.id === created.id)?.published).toBe(false);

    expect(await loadSiteView({ companyId: company.id }, created.slug)).toEqual({ kind: "not-found" });
    expect(await menuOf(company.id)).toEqual(["forside", "om-os"]);
    expect((await loadSitemap(company.id))?.pages.map((page) => page.slug).sort()).toEqual([
      "forside",
      "om-os",
    ]);
    const owner = await loadSiteView({ companyId: company.id }, created.slug, "owner");
    expect(owner.kind === "page" && owner.view.page.slug).toBe(created.slug);
    expect(owner.kind === "page" && owner.view.pages.map((page) => page.slug)).toContain(created.slug);

    await publishPage(company.id, created.id);
    expect((await loadSiteView({ companyId: company.id }, created.slug)).kind).toBe("page");
    expect(await menuOf(company.id)).toEqual(["forside", "om-os", created.slug]);
  });

  it("answers 404 to visitors over HTTP (subdomain, /{cvr}/slug, twice: cached) and 200 on the request after publishing", async () => {
    const { company } = await createTestCompany(db);
    const created = await createPage(company.id);
    const sub = { host: `${company.subdomain}.localhost`, path: `/${created.slug}` };
    const main = { host: "localhost", path: `/${company.cvr}/${created.slug}` };
    for (const target of [sub, main, sub, main]) {
      const answer = await app.request(target.host, target.path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("Ny side</h1>");
    }
    const home = await app.request(sub.host, "/");
    expect(home.status).toBe(200);
    expect(home.body).not.toContain(`href="/${created.slug}"`);
    const sitemap = await app.request(sub.host, "/sitemap.xml");
    expect(sitemap.body).not.toContain(created.slug);

    await publishPage(company.id, created.id);
    for (const target of [sub, main]) expect((await app.request(target.host, target.path)).status).toBe(200);
    expect((await app.request(sub.host, "/")).body).toContain(`href="/${created.slug}"`);
  });

  it("publishes only the owner's own pages", async () => {
    const owner = await createTestCompany(db);
    const other = await createTestCompany(db);
    const draft = await createPage(other.company.id);
    await expect(publishPage(owner.company.id, draft.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [row] = await db.select().from(pages).where(eq(pages.id, draft.id));
    expect(row?.published).toBe(false);
  });
});

describe("page order: 'Flyt op' / 'Flyt ned'", () => {
  it("moves a page in the public menu and the owner's list", async () => {
    const { company, about } = await createTestCompany(db);
    const second = await createPage(company.id);
    await publishPage(company.id, second.id);
    await movePage(company.id, second.id, "up");
    expect(await menuOf(company.id)).toEqual(["forside", second.slug, "om-os"]);
    expect((await listPages(company.id)).map((page) => page.slug)).toEqual(["forside", second.slug, "om-os"]);
    // The first cannot go further up; the last cannot go further down.
    await movePage(company.id, second.id, "up");
    await movePage(company.id, about.id, "down");
    expect(await menuOf(company.id)).toEqual(["forside", second.slug, "om-os"]);
  });

  it("stays a permutation under concurrent moves: every move applied once, no shared positions", async () => {
    const { company, about } = await createTestCompany(db);
    const ids = [about.id];
    for (let i = 0; i < 3; i++) ids.push((await createPage(company.id)).id);
    // 8 concurrent "down" moves of the first page: serialized on the company row, it ends last.
    await Promise.all(Array.from({ length: 8 }, () => movePage(company.id, about.id, "down")));
    const rows = (await listPages(company.id)).filter((page) => page.type !== "homepage");
    expect(rows.map((page) => page.id)).toEqual([...ids.slice(1), about.id]);
    const positions = await db
      .select({ position: pages.position })
      .from(pages)
      .where(eq(pages.companyId, company.id));
    const sub = positions.map((row) => row.position).filter((position) => position > 0);
    expect(new Set(sub).size).toBe(4);
  });

  it("a drag puts the page right before another one, or last; concurrent drags stay a permutation", async () => {
    const { company, about } = await createTestCompany(db);
    const [b, c, d] = [
      await createPage(company.id),
      await createPage(company.id),
      await createPage(company.id),
    ];
    const order = async () =>
      (await listPages(company.id)).filter((page) => page.type !== "homepage").map((page) => page.id);
    expect(await order()).toEqual([about.id, b.id, c.id, d.id]);
    await movePage(company.id, d.id, { before: about.id });
    expect(await order()).toEqual([d.id, about.id, b.id, c.id]);
    await movePage(company.id, d.id, { before: null });
    expect(await order()).toEqual([about.id, b.id, c.id, d.id]);
    await movePage(company.id, about.id, { before: d.id });
    expect(await order()).toEqual([b.id, c.id, about.id, d.id]);

    await Promise.all([
      movePage(company.id, d.id, { before: b.id }),
      movePage(company.id, c.id, { before: null }),
      movePage(company.id, b.id, "down"),
    ]);
    const after = await order();
    expect([...after].sort()).toEqual([about.id, b.id, c.id, d.id].sort());
    const positions = (
      await db.select({ position: pages.position }).from(pages).where(eq(pages.companyId, company.id))
    )
      .map((row) => row.position)
      .filter((position) => position > 0);
    expect(new Set(positions).size).toBe(4);
  });

  it("cannot move another company's page, nor drop one before another company's page", async () => {
    const owner = await createTestCompany(db);
    const other = await createTestCompany(db);
    await expect(
      movePage(owner.company.id, owner.about.id, { before: other.about.id }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("cannot move another company's page", async () => {
    const owner = await createTestCompany(db);
    const other = await createTestCompany(db);
    await expect(movePage(owner.company.id, other.about.id, "up")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
