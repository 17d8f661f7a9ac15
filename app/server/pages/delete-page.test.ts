import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, pages } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { deletePage } from "./delete-page.server";
import { createTestCompany, snapshotPages } from "./test-support";

const db = connectTestDatabase();

describe("deletePage", () => {
  it("deletes one of the owner's pages and bumps the site version", async () => {
    const { company, about } = await createTestCompany(db);
    await deletePage(company.id, about.id);
    expect(await db.select().from(pages).where(eq(pages.id, about.id))).toEqual([]);
    const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(after?.version).toBe(company.version + 1);
  });

  it("never deletes the homepage", async () => {
    const { company, home } = await createTestCompany(db);
    const before = await snapshotPages(db, company.id);
    await expect(deletePage(company.id, home.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Forsiden kan ikke slettes",
    });
    expect(await snapshotPages(db, company.id)).toEqual(before);
  });

  it("cannot delete another company's page, whatever id is sent", async () => {
    const owner = await createTestCompany(db);
    const other = await createTestCompany(db);
    const before = await snapshotPages(db, other.company.id);
    for (const id of [other.about.id, other.home.id]) {
      await expect(deletePage(owner.company.id, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await snapshotPages(db, other.company.id)).toEqual(before);
  });

  it("answers 'not found' for ids that are not page ids", async () => {
    const { company } = await createTestCompany(db);
    for (const id of ["", "1", "'; drop table pages; --"]) {
      await expect(deletePage(company.id, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });
});
