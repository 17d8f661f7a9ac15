import { z } from "zod";
import { SAVED_MESSAGE } from "./save-wording";

/**
 * The image archive's shared facts (client and server): the limit, the accepted formats, the
 * spec's Danish messages (SPEC §5, §8, §9) and the shapes the upload endpoints answer with.
 */

/** SPEC §9: max 15 images per company. */
export const MAX_IMAGES = 15;

/** Largest upload request body, checked before anything is parsed. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** What a file input offers (SPEC §5: file inputs accept only images). No SVG: it can carry script. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export const IMAGE_MESSAGES = {
  loadFailed: "Kunne ikke hente billeder",
  deleteFailed: "Kunne ikke slette billedet",
  uploadFailed: "Kunne ikke uploade billede",
  logoFailed: "Kunne ikke uploade logo",
  limitReached: "Du kan ikke uploade flere end 15 billeder",
  confirmDelete: "Er du sikker på at du vil slette dette billede? Dette kan ikke fortrydes.",
  saved: SAVED_MESSAGE,
} as const;

/** Reasons an upload is refused, shown under the spec's message. */
export const UPLOAD_REASONS = {
  noFile: "Der er ikke valgt nogen fil.",
  tooLarge: "Filen er for stor. Den må højst fylde 15 MB.",
  notImage: "Filen er ikke et billede. Vælg en JPEG-, PNG-, WebP-, GIF- eller AVIF-fil.",
  svg: "SVG-filer kan ikke bruges, fordi de kan indeholde kode. Vælg en JPEG-, PNG-, WebP-, GIF- eller AVIF-fil.",
  tooManyPixels: "Billedet har for mange pixels. Det må højst have 50 millioner pixels.",
  tooManyPixelsTogether:
    "Billederne har tilsammen for mange pixels (højst 100 millioner). Send færre eller mindre billeder.",
  unreadable: "Billedet kunne ikke læses. Filen er måske beskadiget.",
} as const;

/** The same reasons about one of several photos in one form (a project's, onboarding's), by its file name. */
export const PHOTO_FILE_MESSAGES = {
  tooLarge: (name: string) => `${name || "Filen"} er for stor. Et billede må højst fylde 15 MB.`,
  notImage: (name: string) =>
    `${name || "Filen"} er ikke et billede. Vælg en JPEG-, PNG-, WebP-, GIF- eller AVIF-fil.`,
  unreadableFile: (name: string) => `${name || "Billedet"} kunne ikke læses. Filen er måske beskadiget.`,
} as const;

/** One image of the archive as loaders hand it to the browser. */
export type ArchiveImage = {
  id: string;
  /** The owner's file name; also the image's alt text. */
  name: string;
  /** Storage key of the largest rendition: what a page stores (hero background, side image, gallery). */
  path: string;
  /** /media/<path> */
  url: string;
  width: number;
  height: number;
  /** Every rendition as "url widthw", for <img srcSet>. */
  srcSet: string;
  /** ISO time of the upload. */
  createdAt: string;
  /** The owner's alt text ("" = none yet). */
  alt: string;
};

/** The longest alt text an image may have: a sentence, not a page. */
export const IMAGE_ALT_MAX = 250;

/** The JSON both upload endpoints answer with. `reason` says why a file was refused, when known. */
export type ImageUploadResult =
  | { ok: true; image: ArchiveImage; count: number }
  | { ok: false; error: string; reason?: string };

export type LogoUploadResult = { ok: true; logoUrl: string } | { ok: false; error: string; reason?: string };

/** The archive page's delete form. */
export const deleteImageSchema = z.object({
  intent: z.literal("delete"),
  imageId: z.uuid(),
  /** "1" once the owner was told which pages use the image and chose to delete it anyway. */
  confirmed: z.string().optional(),
});

/** Where the browser sends one file (field "file") and gets ImageUploadResult / LogoUploadResult back. */
export const IMAGE_UPLOAD_URL = "/admin/images/upload";
/** The intent of the archive's answer to its plain (no-JavaScript) upload form. */
export const PLAIN_UPLOAD_INTENT = "upload";
export const LOGO_UPLOAD_URL = "/admin/settings/logo";

/** "Billedet bruges på: Forside, Om os" (issue 12): said before an image pages use is deleted. */
export function imageInUseText(pageNames: string[]): string {
  return `Billedet bruges på: ${pageNames.join(", ")}. Sletter du det, forsvinder det fra ${pageNames.length === 1 ? "siden" : "siderne"}.`;
}
