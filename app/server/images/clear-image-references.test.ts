import { describe, expect, it } from "vitest";
import { clearImageReferences } from "./clear-image-references";

const key = "images/12345678/1700000000000-tag-ab12cd34.webp";
const small = "images/12345678/1700000000000-tag-ab12cd34-480.webp";
const other = "images/12345678/1700000000001-mur-ff00ff00.webp";
const keys = new Set([key, small]);

describe("clearImageReferences", () => {
  it("empties hero, side and gallery images that use the image, and keeps everything else", () => {
    const result = clearImageReferences(
      {
        hero: { title: "Velkommen", backgroundImage: key },
        main: {
          content: "Tekst",
          image: `/media/${small}`,
          gallery: [
            { title: "Tag", description: "Nyt tag", image: key },
            { title: "Mur", description: "Ny mur", image: other },
          ],
        },
      },
      keys,
    );
    expect(result.changed).toBe(true);
    expect(result.content).toEqual({
      hero: { title: "Velkommen", backgroundImage: "" },
      main: {
        content: "Tekst",
        image: "",
        gallery: [
          { title: "Tag", description: "Nyt tag", image: "" },
          { title: "Mur", description: "Ny mur", image: other },
        ],
      },
    });
  });

  it("leaves content that does not use the image untouched", () => {
    const content = { hero: { backgroundImage: other }, main: { content: `Se ${key}`, image: "" } };
    expect(clearImageReferences(content, keys)).toEqual({ content, changed: false });
  });
});
