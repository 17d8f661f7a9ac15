import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, pages } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { createPage } from "./create-page.server";
import { createTestCompany } from "./test-support";

const db = connectTestDatabase();

describe("createPage", () => {
  it("adds 'Ny side' (type page, layout text, starter text) and updates the site", async () => {
    const { company } = await createTestCompany(db, "Hansen Tømrer");
    const created = await createPage(company.id);
    expect(created.slug).toBe("ny-side");
    const [page] = await db.select().from(pages).where(eq(pages.id, created.id));
    expect(page).toMatchObject({
      companyId: company.id,
      pageName: "Ny side",
      slug: "ny-side",
      type: "page",
      layout: "text",
      title: "Ny side",
    });
    expect(page?.content.main?.content).toContain("Hos Hansen Tømrer står vi klar");
    expect(page?.content.main?.content).toContain("\n\n");

    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after?.version).toBe(company.version + 1);
    // SPEC §4: websiteContent's title, subtitle and processedContent follow the homepage.
    expect(after?.websiteContent).toEqual({
      title: "Hansen Tømrer i Vejle",
      subtitle: "Vi svarer samme dag",
      content: "Første afsnit.\n\nAndet afsnit.",
      processedContent: {
        title: "Hansen Tømrer i Vejle",
        subtitle: "Vi svarer samme dag",
        content: "Første afsnit.\n\nAndet afsnit.",
      },
    });
  });

  it("numbers further new pages ny-side-2, ny-side-3, ...", async () => {
    const { company } = await createTestCompany(db);
    const slugs = [];
    for (let i = 0; i < 4; i++) slugs.push((await createPage(company.id)).slug);
    expect(slugs).toEqual(["ny-side", "ny-side-2", "ny-side-3", "ny-side-4"]);
  });

  it("reuses a freed number and never clashes when created in parallel", async () => {
    const { company } = await createTestCompany(db);
    const created = await Promise.all(Array.from({ length: 6 }, () => createPage(company.id)));
    expect(new Set(created.map((page) => page.slug)).size).toBe(6);
    await db.delete(pages).where(and(eq(pages.companyId, company.id), eq(pages.slug, "ny-side-2")));
    expect((await createPage(company.id)).slug).toBe("ny-side-2");
  });

  it("counts slugs per site: another company's ny-side does not matter", async () => {
    const a = await createTestCompany(db);
    const b = await createTestCompany(db);
    await createPage(a.company.id);
    expect((await createPage(b.company.id)).slug).toBe("ny-side");
  });

  it("refuses a company that does not exist", async () => {
    await expect(createPage("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
