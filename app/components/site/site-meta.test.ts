import { describe, expect, it } from "vitest";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import type { SiteCompany, SitePageRecord } from "~/schemas/site-view";
import { siteMeta, truncate } from "./site-meta";
import { internationalPhone, jsonForScript, SCHEMA_TYPES } from "./structured-data";

const company: SiteCompany = {
  name: "Hansens Tømrerfirma",
  cvr: "12345678",
  address: "Vestergade 1",
  zipcode: "7100",
  city: "Vejle",
  phone: "12 34 56 78",
  email: "info@hansen.dk",
  logo: null,
  hours: DEFAULT_HOURS,
  showHours: true,
  socialMedia: { facebook: "https://facebook.com/hansen", instagram: "", linkedin: "", tiktok: "" },
  theme: "amber",
  subdomain: "hansen",
  industryDesc: "Tømrer- og bygningssnedkervirksomhed",
};

const home: SitePageRecord = {
  pageName: "Forside",
  title: "Tømrer i Vejle",
  subtitle: "",
  slug: "forside",
  type: "homepage",
  layout: "hero",
  content: {
    hero: { title: "Tømrer i Vejle", subtitle: "Vi svarer samme dag" },
    main: { content: "Vi bygger [terrasser](/om-os) og tage.\n\nRing i dag." },
  },
  metaTitle: "",
  metaDescription: "",
  createdAt: new Date(0),
};
const origin = "https://hansen.xn--hndvrkernet-x8aq.dk";

describe("siteMeta", () => {
  it("falls back to name, trade and town for the homepage title and to the page text for the description", () => {
    const meta = siteMeta({ company, page: home, images: [], origin });
    expect(meta.title).toBe("Hansens Tømrerfirma – Tømrer i Vejle");
    expect(meta.description).toBe("Vi bygger terrasser og tage. Ring i dag.");
    expect(meta.canonical).toBe(`${origin}/`);
    expect(meta.image.url).toBe(`${origin}/site-images/tomrer-og.png`);
  });

  it("uses metaTitle and metaDescription when set, and 'page | company' for sub-pages", () => {
    expect(
      siteMeta({
        company,
        page: { ...home, metaTitle: "Egen titel", metaDescription: "Egen tekst" },
        images: [],
        origin,
      }),
    ).toMatchObject({
      title: "Egen titel",
      description: "Egen tekst",
    });
    const about = {
      ...home,
      type: "page" as const,
      slug: "om-os",
      pageName: "Om os",
      layout: "text" as const,
    };
    expect(siteMeta({ company, page: about, images: [], origin })).toMatchObject({
      title: "Om os | Hansens Tømrerfirma",
      canonical: `${origin}/om-os`,
    });
  });

  it("describes a page without text by the company", () => {
    const empty = { ...home, content: {}, subtitle: "" };
    expect(siteMeta({ company, page: empty, images: [], origin }).description).toBe(
      "Hansens Tømrerfirma – tømrer- og bygningssnedkervirksomhed i Vejle. Ring 12 34 56 78.",
    );
  });

  it("uses an uploaded hero image for link previews", () => {
    const page = {
      ...home,
      content: { ...home.content, hero: { backgroundImage: "images/12345678/1-tag.webp" } },
    };
    const images = [
      {
        path: "images/12345678/1-tag.webp",
        name: "tag.webp",
        width: 1600,
        height: 1000,
        variants: [
          { width: 640, height: 400, key: "images/12345678/1-tag-640.webp", bytes: 1 },
          { width: 1600, height: 1000, key: "images/12345678/1-tag.webp", bytes: 2 },
        ],
      },
    ];
    const meta = siteMeta({ company, page, images, origin });
    expect(meta.image).toEqual({
      url: `${origin}/media/images/12345678/1-tag.webp`,
      width: 1600,
      height: 1000,
      alt: `Billede fra ${company.name}`,
    });
    // Issue 27: the business block is the same on every page, so it never takes this page's photo;
    // without a logo or the site's rendered images it has no picture yet.
    expect(JSON.parse(meta.jsonLd).image).toBeUndefined();
  });

  it("gives the business block the site's own logo and image, the same on every page (issue 27)", () => {
    const rendered = {
      ...company,
      details: {
        images: {
          favicon: "/media/site/x-48.png",
          touchIcon: "/media/site/x-180.png",
          ogImage: "/media/site/x-og.png",
        },
        area: [],
        geo: null,
        onCall: null,
        holidays: { active: null, upcoming: [] },
      } as unknown as SiteCompany["details"],
    };
    const about: SitePageRecord = { ...home, pageName: "Om os", slug: "om-os", type: "page", layout: "text" };
    const photo = [{ path: "images/1.webp", name: "1.webp", width: 800, height: 600, variants: [] }];
    const onHome = siteMeta({ company: rendered, page: home, images: [], origin }).jsonLd;
    const onAbout = siteMeta({ company: rendered, page: about, images: photo, origin }).jsonLd;
    expect(onAbout).toBe(onHome);
    expect(JSON.parse(onHome)).toMatchObject({
      logo: `${origin}/media/site/x-180.png`,
      image: `${origin}/media/site/x-og.png`,
    });
    // The owner's own logo wins over the rendered icon.
    const withLogo = siteMeta({
      company: { ...rendered, logo: "logos/hansen.png" },
      page: home,
      images: [],
      origin,
    });
    expect(JSON.parse(withLogo.jsonLd).logo).toMatch(/\/media\/logos\/hansen\.png$/);
  });

  it("puts the company into JSON-LD with its schema.org type, contact, hours and socials", () => {
    const data = JSON.parse(siteMeta({ company, page: home, images: [], origin }).jsonLd);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      name: company.name,
      url: `${origin}/`,
      telephone: "+4512345678",
      email: "info@hansen.dk",
      address: {
        streetAddress: "Vestergade 1",
        postalCode: "7100",
        addressLocality: "Vejle",
        addressCountry: "DK",
      },
      sameAs: ["https://facebook.com/hansen"],
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
    const hidden = JSON.parse(
      siteMeta({ company: { ...company, showHours: false }, page: home, images: [], origin }).jsonLd,
    );
    expect(hidden.openingHoursSpecification).toBeUndefined();
  });
});

describe("structured data helpers", () => {
  it("has a specific schema.org type for every trade", () => {
    expect(SCHEMA_TYPES).toMatchObject({
      elektriker: "Electrician",
      vvs: "Plumber",
      maler: "HousePainter",
      tomrer: "GeneralContractor",
      murer: "GeneralContractor",
      mekaniker: "AutoRepair",
      vinduespudser: "HomeAndConstructionBusiness",
    });
  });

  it("escapes owner text so it cannot leave the script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script> & <!--" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script> & <!--");
  });

  it("writes Danish phone numbers in international form", () => {
    expect(internationalPhone("12 34 56 78")).toBe("+4512345678");
    expect(internationalPhone("+45 12 34 56 78")).toBe("+4512345678");
    expect(internationalPhone("0045 12345678")).toBe("+4512345678");
  });

  it("shortens descriptions at a sentence, else a word boundary, never with an ellipsis", () => {
    expect(truncate("en to tre fire fem", 12)).toBe("en to tre");
    expect(truncate("kort", 12)).toBe("kort");
    expect(truncate("Vi bygger tage. Vi lægger gulve, og vi maler huse", 30)).toBe("Vi bygger tage.");
    expect(truncate("Tage, gulve, vinduer og døre", 12)).toBe("Tage, gulve");
    for (const text of [truncate("a ".repeat(200), 155), truncate("Ord. ".repeat(60), 155)]) {
      expect(text.length).toBeLessThanOrEqual(155);
      expect(text).not.toMatch(/…$/);
    }
  });
});
