// @ts-expect-error Adobe's validator ships no type declarations; validate() takes Web Auto Extractor's shape.
import Validator from "@adobe/structured-data-validator";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { anmeldelserFormSchema } from "~/schemas/sections/anmeldelser";
import { priserFormSchema } from "~/schemas/sections/priser";
import { createTestCompany } from "~/server/pages/test-support";
import { saveSiteDetails } from "~/server/sections/save-site-details.server";
import { saveTrustSection } from "~/server/sections/trust-store.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { bumpSiteVersion } from "./bump-site-version.server";
import { loadSitemap } from "./load-sitemap.server";

// Issue 27: the structured data of a whole site with every section on, page by page through the real
// HTTP app: Adobe's validator for Google's rich-result rules of the types it knows (Review, Rating,
// AggregateRating, Person, ...), our table for the LocalBusiness block Google documents, and one
// business block: identical on every page under its @id.

const db = connectTestDatabase();
const app = startHttpAppForFile();

// developers.google.com/search/docs/appearance/structured-data/local-business: required and
// recommended properties of a LocalBusiness (we send every recommended one the firm has).
const LOCAL_BUSINESS = {
  required: ["name", "address"],
  recommended: [
    "url",
    "telephone",
    "image",
    "geo",
    "openingHoursSpecification",
    "priceRange",
    "aggregateRating",
    "review",
  ],
  address: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
};

async function filledSite() {
  const company = await createTestCompany(db, "Datatest Tømrer");
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        address: "Industrivej 12",
        zipcode: "7100",
        phone: "75 82 12 34",
        email: "kontakt@datatest.example",
        hours: DEFAULT_HOURS,
        showHours: true,
        socialMedia: {
          facebook: "https://www.facebook.com/datatest",
          instagram: "",
          linkedin: "",
          tiktok: "",
        },
      })
      .where(eq(companies.id, company.company.id));
    await bumpSiteVersion(tx, company.company.id);
  });
  const quote = { name: "Mette", town: "Vejle", text: "Flot arbejde på vores tag.", date: "2026-05-01" };
  await saveTrustSection(
    company.company.id,
    "anmeldelser",
    anmeldelserFormSchema.parse({
      enabled: true,
      links: { google: "https://g.page/r/datatest", trustpilot: "", anmeldHaandvaerker: "" },
      quotes: [
        { ...quote, rating: 5 },
        { ...quote, name: "Jens", rating: 4 },
        { ...quote, name: "Bo", rating: null },
      ],
      check: "faktura",
    }),
  );
  await saveTrustSection(
    company.company.id,
    "priser",
    priserFormSchema.parse({
      enabled: true,
      noPriceText: "",
      rows: [{ service: "Timepris", price: "520", vat: "inkl", unit: "time", from: false }],
    }),
  );
  await saveSiteDetails(company.company.id, {
    areaEnabled: true,
    areaPostcodes: ["7100", "7120"],
    onCallEnabled: true,
    onCallPhone: "20 30 40 50",
    onCallSchedule: { always: true, days: [], note: "" },
    fradragEnabled: true,
  });
  return company;
}

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

async function problemsOf(block: Record<string, unknown>): Promise<string[]> {
  const type = String(block["@type"]);
  const issues: Array<{ severity: string; issueMessage: string }> = await new Validator().validate({
    jsonld: { [type]: [block] },
  });
  const found = issues.map((issue) => `${issue.severity}: ${issue.issueMessage}`);
  if (block["@id"]?.toString().endsWith("/#virksomhed")) {
    for (const key of LOCAL_BUSINESS.required)
      if (block[key] === undefined) found.push(`ERROR: ${type}.${key}`);
    for (const key of LOCAL_BUSINESS.recommended)
      if (block[key] === undefined) found.push(`WARNING: ${type}.${key}`);
    const address = (block.address ?? {}) as Record<string, unknown>;
    for (const key of LOCAL_BUSINESS.address) if (!address[key]) found.push(`WARNING: address.${key}`);
    for (const key of ["logo", "image"])
      if (typeof block[key] !== "string" || !/^https?:\/\//.test(String(block[key])))
        found.push(`ERROR: ${key} is not an absolute URL`);
  }
  return found;
}

describe("the structured data of a whole site", () => {
  it("has 0 errors and 0 warnings on every page, and one identical business block", async () => {
    const { company } = await filledSite();
    const host = `${company.subdomain}.localhost`;
    const site = await loadSitemap(company.id);
    const paths = [
      ...site!.pages.map((page) => (page.type === "homepage" ? "/" : `/${page.slug}`)),
      "/tilbud",
      "/privatlivspolitik",
    ];
    expect(paths.length).toBeGreaterThanOrEqual(4);
    const business = new Set<string>();
    for (const path of paths) {
      const page = await app.request(host, path);
      expect(page.status, path).toBe(200);
      const blocks = jsonLdBlocks(page.body);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) expect(await problemsOf(block), path).toEqual([]);
      const own = blocks.filter((block) => String(block["@id"]).endsWith("/#virksomhed"));
      expect(own, path).toHaveLength(1);
      business.add(JSON.stringify(own[0]));
    }
    expect(business.size).toBe(1);
  });
});
