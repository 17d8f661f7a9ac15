import type { PageType } from "~/schemas/site-content";
import type { SiteCompany, SiteImage } from "~/schemas/site-view";
import { defaultImage, type ResolvedImage, resolveImage } from "./site-images";
import { siteTrade } from "./site-meta";

/**
 * What a page shows in an image slot the owner left empty. The site renders this (SitePage, HomeMain)
 * and the editor's Billeder tab shows the same, so "no image chosen" never hides a picture visitors
 * see (issue 23).
 * - `image`: the picture shown instead, with what it is ("illustration" = the trade's drawing,
 *   "work-photo" = the first work photo of the homepage profile).
 * - `none`: nothing is shown (the hero then uses the theme's colour).
 * - `not-shown`: this page never shows the slot (the homepage has no side image).
 */
export type EmptySlot =
  | { kind: "image"; source: "illustration" | "work-photo"; image: ResolvedImage }
  | { kind: "none" }
  | { kind: "not-shown" };

export type EmptyImageSlots = { heroImage: EmptySlot; mainImage: EmptySlot };

export function emptyImageSlots(
  company: Pick<SiteCompany, "industryDesc" | "name" | "profile">,
  pageType: PageType,
  images: readonly SiteImage[],
): EmptyImageSlots {
  if (pageType === "homepage") {
    const photo = resolveImage(
      company.profile?.workPhotos[0]?.image,
      images,
      { width: 1600, height: 900 },
      company.profile?.workPhotos[0]?.alt ?? "",
    );
    return {
      heroImage: photo ? { kind: "image", source: "work-photo", image: photo } : { kind: "none" },
      mainImage: { kind: "not-shown" },
    };
  }
  return {
    heroImage: { kind: "none" },
    mainImage: {
      kind: "image",
      source: "illustration",
      image: defaultImage(siteTrade(company), "detail"),
    },
  };
}

/**
 * A gallery item without an image shows one of the trade's two drawings, alternating (SitePage); the
 * gallery editor shows the same.
 */
export function emptyGallerySlot(
  company: Pick<SiteCompany, "industryDesc" | "name">,
  index: number,
): Extract<EmptySlot, { kind: "image" }> {
  const trade = siteTrade(company);
  const kind = index % 2 === 0 ? "detail" : "hero";
  return { kind: "image", source: "illustration", image: defaultImage(trade, kind) };
}
