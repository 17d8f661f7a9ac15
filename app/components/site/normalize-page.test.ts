import { describe, expect, it } from "vitest";
import type { SitePageRecord } from "~/schemas/site-view";
import { normalizePage } from "./normalize-page";

const base: SitePageRecord = {
  pageName: "Om os",
  title: "",
  subtitle: "",
  slug: "om-os",
  type: "page",
  layout: "text",
  content: {},
  metaTitle: "",
  metaDescription: "",
  createdAt: new Date(0),
};

describe("normalizePage", () => {
  it("reads subtitle and text inside content (the structured form)", () => {
    const page = normalizePage({
      ...base,
      layout: "hero",
      content: {
        hero: { title: "Hero", subtitle: "Under", backgroundImage: "images/1/a.webp" },
        main: { content: "Tekst" },
      },
    });
    expect(page).toMatchObject({
      title: "Hero",
      subtitle: "Under",
      body: "Tekst",
      heroImage: "images/1/a.webp",
    });
  });

  it("reads subtitle and text at the top level of content and of the page (the older forms)", () => {
    expect(
      normalizePage({ ...base, content: { subtitle: "Gammel", content: "Gammel tekst" } }),
    ).toMatchObject({
      subtitle: "Gammel",
      body: "Gammel tekst",
    });
    expect(normalizePage({ ...base, subtitle: "Side-undertitel" }).subtitle).toBe("Side-undertitel");
  });

  it("prefers the structured form when both are there, skipping empty values", () => {
    const page = normalizePage({
      ...base,
      subtitle: "Top",
      content: { hero: { subtitle: "" }, subtitle: "Indeni", main: { content: "  " }, content: "Reserve" },
    });
    expect(page.subtitle).toBe("Indeni");
    expect(page.body).toBe("Reserve");
  });

  it("falls back to the page name for the title and to text for an unknown layout", () => {
    const page = normalizePage({ ...base, layout: "ukendt" as never });
    expect(page.title).toBe("Om os");
    expect(page.layout).toBe("text");
  });

  it("keeps gallery items with something in them", () => {
    const page = normalizePage({
      ...base,
      layout: "gallery",
      content: {
        main: {
          gallery: [
            { title: "Terrasse", description: "Lærk", image: "" },
            { title: "", description: "", image: "" },
          ],
        },
      },
    });
    expect(page.gallery).toEqual([{ title: "Terrasse", description: "Lærk", image: "" }]);
  });
});
