import { describe, expect, it } from "vitest";
import { pages } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { insertTestCompany } from "../settings/test-company.test-support";
import { loadSiteView } from "./load-site-view.server";

const db = connectTestDatabase();

async function companyWithHomepage(email: string) {
  const company = await insertTestCompany(db, { email });
  await db.insert(pages).values({
    companyId: company.id,
    pageName: "Forside",
    slug: "forside",
    type: "homepage",
    layout: "text",
    title: "Velkommen",
    content: { main: { content: "Vi bygger." } },
  });
  return company;
}

describe("loadSiteView: the public e-mail", () => {
  it("never publishes the owner's login e-mail when no contact e-mail is set", async () => {
    const company = await companyWithHomepage("");
    const result = await loadSiteView({ companyId: company.id }, null);
    expect(result.kind).toBe("page");
    if (result.kind !== "page") return;
    expect(result.view.company.email).toBe("");
    expect(JSON.stringify(result.view)).not.toContain(company.companyEmail);
  });

  it("publishes the contact e-mail the owner chose", async () => {
    const company = await companyWithHomepage("kontakt@firma.example");
    const result = await loadSiteView({ companyId: company.id }, null);
    if (result.kind !== "page") throw new Error(result.kind);
    expect(result.view.company.email).toBe("kontakt@firma.example");
    expect(JSON.stringify(result.view)).not.toContain(company.companyEmail);
  });
});
