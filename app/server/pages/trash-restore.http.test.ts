import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages, redirects } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { httpAppForFile } from "../../../tests/setup/http-app";
import { createPage } from "./create-page.server";
import { deletePage } from "./delete-page.server";
import { createTestCompany } from "./test-support";
import { restoreTrashedPage } from "./trash.server";

// A page restored from the Papirkurv onto a new address (issue 12): its old address answers one 301
// to the new one on every host form, unless another live page has the old address (that page wins).

const db = connectTestDatabase();
const { get } = httpAppForFile();

/** A second page that takes /om-os while the original "Om os" is in the trash. */
async function takeOldAddress(companyId: string) {
  const other = await createPage(companyId);
  await db
    .update(pages)
    .set({ slug: "om-os", pageName: "Om os", title: "Den nye side", published: true })
    .where(eq(pages.id, other.id));
  return other;
}

describe("restoring a page onto a new address", () => {
  it("sends the old address on with one 301 when no other page has it", async () => {
    const { company, about } = await createTestCompany(db);
    await deletePage(company.id, about.id);
    const other = await takeOldAddress(company.id);
    await expect(restoreTrashedPage(company.id, about.id)).rejects.toMatchObject({ freeSlug: "om-os-2" });
    // The other page leaves before the owner confirms "Gendan på /om-os-2".
    await deletePage(company.id, other.id);
    const restored = await restoreTrashedPage(company.id, about.id, "om-os-2");
    expect(restored).toMatchObject({ slug: "om-os-2", oldAddress: "redirected" });

    const sub = `${company.subdomain}.localhost`;
    const onSub = await get(sub, "/om-os");
    expect(onSub.status).toBe(301);
    expect(onSub.headers.location).toBe("/om-os-2");
    const onMain = await get("localhost", `/${company.cvr}/om-os`);
    expect(onMain.status).toBe(301);
    expect(onMain.headers.location).toBe(`/${company.cvr}/om-os-2`);
    // One hop: the target is the page itself.
    const target = await get(sub, "/om-os-2");
    expect(target.status).toBe(200);
    expect(target.body).toContain(`Om ${company.name}`);
  });

  it("leaves the old address to the live page that has it, without a redirect", async () => {
    const { company, about } = await createTestCompany(db);
    await deletePage(company.id, about.id);
    await takeOldAddress(company.id);
    const restored = await restoreTrashedPage(company.id, about.id, "om-os-2");
    expect(restored).toMatchObject({ slug: "om-os-2", oldAddress: "page" });
    expect(await db.select().from(redirects).where(eq(redirects.companyId, company.id))).toEqual([]);

    const sub = `${company.subdomain}.localhost`;
    const old = await get(sub, "/om-os");
    expect(old.status).toBe(200);
    expect(old.body).toContain("Den nye side");
    expect((await get(sub, "/om-os-2")).status).toBe(200);
  });

  it("keeps a redirect that already leads the old address elsewhere", async () => {
    const { company, about } = await createTestCompany(db);
    await deletePage(company.id, about.id);
    await db
      .insert(redirects)
      .values({ companyId: company.id, fromPath: "/om-os", toUrl: "https://example.com/", source: "owner" });
    const restored = await restoreTrashedPage(company.id, about.id, "om-os-2");
    expect(restored).toMatchObject({ slug: "om-os-2", oldAddress: "redirect" });
    const old = await get(`${company.subdomain}.localhost`, "/om-os");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("https://example.com/");
  });
});
