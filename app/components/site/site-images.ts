import type { Trade } from "~/lib/trade";
import type { SiteImage } from "~/schemas/site-view";

/**
 * Images on customer sites: uploads (WebP renditions with their stored sizes) and, when a page has
 * none, the project's own illustrations per trade in public/site-images/ (hand-written SVG, served by
 * us, never hot-linked).
 */

export type ResolvedImage = {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
};

export type DefaultImageKind = "hero" | "detail";

const DEFAULT_ALT: Record<Trade, Record<DefaultImageKind, string>> = {
  tomrer: {
    hero: "Tegning af et træhus med spær under opførelse",
    detail: "Tegning af sav, hammer og tommestok på en høvlbænk",
  },
  murer: {
    hero: "Tegning af en teglstensmur under opførelse ved et stillads",
    detail: "Tegning af murske og vaterpas på en teglstensmur",
  },
  vvs: {
    hero: "Tegning af et badeværelse med bruser og håndvask",
    detail: "Tegning af kobberrør med ventil og rørtang",
  },
  maler: {
    hero: "Tegning af en væg, der males med malerrulle",
    detail: "Tegning af malerspande, pensel og farveprøver",
  },
  vinduespudser: {
    hero: "Tegning af en facade med nypudsede ruder",
    detail: "Tegning af en rude, der pudses med skraber",
  },
  mekaniker: {
    hero: "Tegning af et autoværksted med en bil på lift",
    detail: "Tegning af et hjul og en gaffelnøgle",
  },
  elektriker: {
    hero: "Tegning af et hus med lys i vinduerne og en ladestander",
    detail: "Tegning af en el-tavle, en pære og en skruetrækker",
  },
  other: {
    hero: "Tegning af en værktøjskasse foran et hus",
    detail: "Tegning af håndværktøj på et værkstedsbord",
  },
};

const DEFAULT_SIZE: Record<DefaultImageKind, { width: number; height: number }> = {
  hero: { width: 1600, height: 900 },
  detail: { width: 1200, height: 900 },
};

export function defaultImage(trade: Trade, kind: DefaultImageKind): ResolvedImage {
  return { src: `/site-images/${trade}-${kind}.svg`, ...DEFAULT_SIZE[kind], alt: DEFAULT_ALT[trade][kind] };
}

/** The PNG rendition of the trade's hero illustration for link previews (og:image, 1200×630). */
export function defaultShareImage(trade: Trade): { src: string; width: number; height: number } {
  return { src: `/site-images/${trade}-og.png`, width: 1200, height: 630 };
}

/** A storage key as a URL path: keys are served at /media/<key>; URLs and paths pass through. */
export function imageSrc(ref: string): string {
  if (/^https?:\/\//i.test(ref) || ref.startsWith("/")) return ref;
  return `/media/${ref}`;
}

/**
 * An image a page refers to (a storage key of the largest rendition): srcset and intrinsic size from
 * the images table when the key is known there, else the plain URL at the fallback size.
 */
export function resolveImage(
  ref: string | null | undefined,
  images: readonly SiteImage[],
  fallback: { width: number; height: number },
  alt: string,
): ResolvedImage | null {
  if (!ref) return null;
  const stored = images.find((image) => image.path === ref || image.variants.some((v) => v.key === ref));
  if (!stored) return { src: imageSrc(ref), ...fallback, alt };
  const variants = [...stored.variants].filter((v) => v.width > 0).sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  return {
    src: imageSrc(largest?.key ?? stored.path),
    ...(variants.length > 1
      ? { srcSet: variants.map((v) => `${imageSrc(v.key)} ${v.width}w`).join(", ") }
      : {}),
    width: largest?.width ?? stored.width,
    height: largest?.height ?? stored.height,
    alt: stored.alt?.trim() || alt,
  };
}
