import { describe, expect, it } from "vitest";
import { emptyGallerySlot, emptyImageSlots } from "./empty-image-slots";

const company = { name: "Hansen Tømrer & Snedker ApS", industryDesc: "Tømrer- og bygningssnedkervirksomhed" };

describe("emptyImageSlots: what a page shows in an image slot the owner left empty", () => {
  it("a subpage: the trade's drawing beside the text, the theme's colour behind the hero", () => {
    const slots = emptyImageSlots(company, "page", []);
    expect(slots.heroImage).toEqual({ kind: "none" });
    expect(slots.mainImage).toMatchObject({
      kind: "image",
      source: "illustration",
      image: { src: "/site-images/tomrer-detail.svg", width: 1200, height: 900 },
    });
  });

  it("the homepage: its first work photo in the hero (else the colour), and no side image at all", () => {
    const profile = {
      intro: null,
      services: [],
      usps: [],
      workPhotos: [{ image: "images/abc/1-tag.webp", alt: "Nyt tag" }],
      owner: null,
    };
    const withPhoto = emptyImageSlots({ ...company, profile }, "homepage", []);
    expect(withPhoto.heroImage).toMatchObject({
      kind: "image",
      source: "work-photo",
      image: { src: "/media/images/abc/1-tag.webp", alt: "Nyt tag" },
    });
    expect(withPhoto.mainImage).toEqual({ kind: "not-shown" });
    expect(emptyImageSlots(company, "homepage", []).heroImage).toEqual({ kind: "none" });
  });

  it("gallery items alternate between the trade's two drawings", () => {
    expect(emptyGallerySlot(company, 0).image.src).toBe("/site-images/tomrer-detail.svg");
    expect(emptyGallerySlot(company, 1).image.src).toBe("/site-images/tomrer-hero.svg");
    expect(emptyGallerySlot(company, 2).image.src).toBe("/site-images/tomrer-detail.svg");
  });
});
