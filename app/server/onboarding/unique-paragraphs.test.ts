import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, pages } from "~/db/schema";
import { splitParagraphs } from "~/integrations/ai/limits";
import { createSiteSchema } from "~/schemas/onboarding";
import { signUpWithoutWebsite } from "../../../scripts/lib/onboard-site";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { createSite } from "./create-site.server";

// Its own database: it signs up every CVR number of the offline register, which must be free.
const database = connectIsolatedTestDatabase("unique_paragraphs_test");

/** The offline register's twelve companies (README "Trying onboarding"). */
const REGISTER = [
  "62601817",
  "69083013",
  "76131864",
  "19139093",
  "72819489",
  "31993512",
  "91909375",
  "96579756",
  "53231942",
  "28625278",
  "70189550",
  "69797113",
];

describe("day-one copy (issue 22)", () => {
  it("never puts the same paragraph on two firms' sites, over all twelve offline-register companies", async () => {
    for (const cvr of REGISTER) {
      await createSite(createSiteSchema.parse(signUpWithoutWebsite(cvr, `ejer-${cvr}@example.dk`)));
    }
    const rows = await database()
      .select({ id: companies.id, cvr: companies.cvr, profile: companies.profile })
      .from(companies)
      .where(inArray(companies.cvr, REGISTER));
    expect(rows).toHaveLength(REGISTER.length);

    const owners = new Map<string, string>();
    const clashes: string[] = [];
    let counted = 0;
    for (const company of rows) {
      const sitePages = await database()
        .select({ slug: pages.slug, title: pages.title, content: pages.content })
        .from(pages)
        .where(eq(pages.companyId, company.id));
      // Every page (Forside, Ydelser, Om os), and the homepage intro of the profile.
      expect(sitePages.map((page) => page.slug).sort()).toEqual(["forside", "om-os", "ydelser"]);
      const texts = [
        ...sitePages.map((page) => page.content.main?.content ?? ""),
        company.profile.intro?.text ?? "",
      ];
      const paragraphs = new Set(texts.flatMap(splitParagraphs).map((p) => p.replace(/\s+/g, " ").trim()));
      for (const paragraph of paragraphs) {
        counted++;
        const other = owners.get(paragraph);
        if (other && other !== company.cvr) clashes.push(`${other} and ${company.cvr}: ${paragraph}`);
        owners.set(paragraph, company.cvr);
      }
    }
    expect(counted).toBeGreaterThan(REGISTER.length * 10);
    expect(clashes).toEqual([]);
  }, 120_000);

  it("gives every firm 3–6 service cards linking to its Ydelser page, an intro under a heading, and honest selling points", async () => {
    const rows = await database()
      .select({ cvr: companies.cvr, profile: companies.profile, startDate: companies.startDate })
      .from(companies)
      .where(inArray(companies.cvr, REGISTER));
    for (const { cvr, profile, startDate } of rows) {
      expect(profile.services.length, cvr).toBeGreaterThanOrEqual(3);
      expect(profile.services.length, cvr).toBeLessThanOrEqual(6);
      for (const service of profile.services) {
        expect(service.pageSlug).toBe("ydelser");
        expect(service.title.length).toBeGreaterThan(2);
        expect(service.line.length).toBeGreaterThan(10);
      }
      expect(profile.intro?.heading, cvr).toMatch(/^Lokal .+ i .+ siden \d{4}$/);
      expect(profile.intro?.heading).toContain(startDate!.slice(0, 4));
      expect(profile.usps.length).toBeLessThanOrEqual(4);
      for (const usp of profile.usps) expect(usp).not.toMatch(/autori|garanti|kr\.|stjern|døgn|\d[,.]\d/i);
      expect(profile.workPhotos).toEqual([]);
      expect(profile.owner).toBeNull();
    }
  });
});
