import { describe, expect, it } from "vitest";
import { firstSentence } from "~/lib/first-sentence";
import { galleryPhotos, pageSummaries } from "./homepage-extras";

describe("homepage extras (issue 22)", () => {
  it("summarises each sub-page by its first sentence, without link syntax; the homepage and empty pages left out", () => {
    const summaries = pageSummaries([
      { slug: "forside", type: "homepage", layout: "hero", content: { main: { content: "Velkommen." } } },
      {
        slug: "tag",
        type: "page",
        layout: "text",
        content: { main: { content: "Vi lægger [nye tage](/tag). Resten." } },
      },
      { slug: "tom", type: "page", layout: "text", content: {} },
    ]);
    expect([...summaries]).toEqual([["tag", "Vi lægger nye tage."]]);
  });

  it("cuts a long sentence at a word", () => {
    const long = `${"Ordet ".repeat(40)}slut.`;
    const summary = firstSentence(long);
    expect(summary.length).toBeLessThanOrEqual(142);
    expect(summary.endsWith(" …")).toBe(true);
  });

  it("takes up to three gallery photos that have an image, with their titles as alt text", () => {
    const gallery = (n: number) => ({
      title: `Opgave ${n}`,
      description: "",
      image: n === 2 ? "" : `images/1/${n}.webp`,
    });
    expect(
      galleryPhotos([
        {
          slug: "galleri",
          type: "page",
          layout: "gallery",
          content: { main: { gallery: [1, 2, 3, 4, 5].map(gallery) } },
        },
      ]),
    ).toEqual([
      { image: "images/1/1.webp", alt: "Opgave 1" },
      { image: "images/1/3.webp", alt: "Opgave 3" },
      { image: "images/1/4.webp", alt: "Opgave 4" },
    ]);
  });
});
