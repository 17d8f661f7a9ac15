import { describe, expect, it } from "vitest";
import type { PublicProject } from "~/schemas/project-view";
import { projectJsonLd, projectListJsonLd } from "./project-structured-data";

// A structured-data validator as a rule table (as build-trust-view.test.ts does for reviews): every
// type and property must be schema.org's (https://schema.org/<Type>, the properties listed there and on
// its parents), Google's documented required properties must be present (BreadcrumbList and ItemList:
// developers.google.com/search/docs/appearance/structured-data/breadcrumb and /carousel), and values
// must have the expected shape (URLs absolute, dates ISO 8601).
const THING = ["@id", "@type", "name", "url", "description", "image"];
const CREATIVE_WORK = [...THING, "dateCreated", "creator", "locationCreated", "about"];
const VOCABULARY: Record<string, { allowed: string[]; required: string[] }> = {
  CreativeWork: { allowed: CREATIVE_WORK, required: ["name", "url", "image", "creator", "dateCreated"] },
  ImageObject: { allowed: [...THING, "contentUrl", "caption", "width", "height"], required: ["contentUrl"] },
  Place: { allowed: [...THING, "address"], required: ["name", "address"] },
  PostalAddress: {
    allowed: [...THING, "postalCode", "addressLocality", "addressCountry", "streetAddress"],
    required: ["postalCode", "addressLocality", "addressCountry"],
  },
  Service: { allowed: THING, required: ["name"] },
  BreadcrumbList: { allowed: [...THING, "itemListElement"], required: ["itemListElement"] },
  ItemList: { allowed: [...THING, "itemListElement", "numberOfItems"], required: ["itemListElement"] },
  ListItem: { allowed: [...THING, "position", "item"], required: ["position"] },
};
const URL_KEYS = new Set(["url", "item", "contentUrl"]);

function validate(node: unknown, found: string[] = [], parent = ""): string[] {
  if (Array.isArray(node)) for (const item of node) validate(item, found, parent);
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type === "string") {
      const rule = VOCABULARY[type];
      if (!rule) found.push(`unknown type ${type}`);
      else {
        for (const key of Object.keys(record))
          if (!key.startsWith("@") && !rule.allowed.includes(key))
            found.push(`${type}.${key} is not schema.org`);
        for (const key of rule.required) if (record[key] === undefined) found.push(`${type}.${key} missing`);
      }
      // Google: a ListItem of a breadcrumb names its page; of a summary list, it has the page's URL.
      if (type === "ListItem" && parent === "BreadcrumbList" && (!record.name || !record.item))
        found.push("breadcrumb ListItem needs name and item");
      if (type === "ListItem" && parent === "ItemList" && !record.url)
        found.push("ItemList ListItem needs url");
    } else if (!("@id" in record) && !("@graph" in record)) found.push("node without @type");
    for (const [key, value] of Object.entries(record)) {
      if (URL_KEYS.has(key) && (typeof value !== "string" || !/^https:\/\/[^/]+\//.test(value)))
        found.push(`${key} is not an absolute URL: ${String(value)}`);
      if (key === "dateCreated" && !/^\d{4}-\d{2}-\d{2}$/.test(String(value)))
        found.push("dateCreated not ISO");
      validate(value, found, typeof type === "string" ? type : parent);
    }
  }
  return found;
}

const project: PublicProject = {
  slug: "nyt-tag",
  title: "Nyt tag",
  town: "Vejle",
  postcode: "7100",
  doneOn: "2026-10-02",
  text: "Nyt tag lagt.",
  photos: [{ image: "images/12345678/1-a.webp", alt: "Taget" }],
  before: { image: "images/12345678/1-b.webp", alt: "Før" },
  after: { image: "images/12345678/1-c.webp", alt: "Efter" },
  fradrag: true,
  service: { slug: "tag", name: "Tag" },
  updatedAt: "2026-10-02T10:00:00.000Z",
};
const site = { origin: "https://hansen.example", companyName: "Hansen Tømrer" };

describe("project structured data", () => {
  it("a project page: CreativeWork at a Place by the business, with a breadcrumb (0 errors)", () => {
    const data = projectJsonLd(site, project, []);
    expect(validate(data)).toEqual([]);
    const work = data["@graph"][0] as Record<string, unknown>;
    expect(work.creator).toEqual({ "@id": "https://hansen.example/#virksomhed" });
    expect(work.image).toHaveLength(3);
  });

  it("the projects page and a town page: ItemLists of the project URLs (0 errors)", () => {
    const list = projectListJsonLd(site, { name: "Udførte opgaver", path: "/udfoerte-opgaver" }, [project]);
    expect(validate(list)).toEqual([]);
    const town = projectListJsonLd(
      site,
      {
        name: "Tømrer i Vejle",
        path: "/udfoerte-opgaver/i/vejle",
        town: { name: "Vejle", path: "/udfoerte-opgaver/i/vejle" },
      },
      [project, { ...project, slug: "to" }],
    );
    expect(validate(town)).toEqual([]);
  });

  it("the validator catches what it should (it can fail)", () => {
    expect(validate({ "@type": "CreativeWork", name: "x", url: "/relativ" })).toEqual(
      expect.arrayContaining(["url is not an absolute URL: /relativ", "CreativeWork.image missing"]),
    );
    expect(validate({ "@type": "Place", name: "x", address: "y", color: "rød" })).toContain(
      "Place.color is not schema.org",
    );
    expect(validate({ "@type": "Projekt" })).toContain("unknown type Projekt");
  });
});
