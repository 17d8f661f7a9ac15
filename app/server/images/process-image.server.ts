import sharp from "sharp";
import { UPLOAD_REASONS } from "~/schemas/image";
import { AppError } from "~/server/errors";
import { withImageSlot } from "./image-work-slots.server";
import { type SniffedType, sniffImageType } from "./sniff-image-type";

/** Decompression-bomb guard: no input with more pixels than this is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The archive's web sizes and the logo's size; an image is never made larger than it is. */
const IMAGE_PROFILES = {
  archive: { widths: [480, 960, 1600], heightFactor: 2, quality: 80 },
  logo: { widths: [512], heightFactor: 1, quality: 90 },
  /** Quote-request photos (private): an inbox thumbnail and a full view. */
  request: { widths: [480, 2048], heightFactor: 2, quality: 80 },
} as const;

export type ImageProfile = keyof typeof IMAGE_PROFILES;

export type Rendition = { width: number; height: number; body: Buffer };

/** Pixels several images of one request may have together (F11); each image takes its share. */
export type PixelBudget = { pixelsLeft: number };

/** The format sharp reports for each type we accept. AVIF comes in a HEIF container. */
const SHARP_FORMAT: Partial<Record<SniffedType, string>> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

const refuse = (reason: string) => new AppError("VALIDATION", reason, "file");

/**
 * Turns an uploaded file into WebP renditions (smallest first, the last is the largest): the type
 * is sniffed from the bytes, the pixel count is capped before decoding, the EXIF orientation is
 * applied and every piece of metadata (EXIF, GPS, XMP, ICC) is dropped; only pixels survive, so
 * trailing HTML or script in a "polyglot" file is gone too. Throws AppError with a Danish reason.
 * `budget`: the pixels left for the request's images, checked and taken before decoding. The decoding
 * itself waits for one of the process's image slots (withImageSlot).
 */
export async function processImage(
  input: Buffer,
  profile: ImageProfile,
  budget?: PixelBudget,
): Promise<Rendition[]> {
  const type = sniffImageType(input);
  if (type === "svg") throw refuse(UPLOAD_REASONS.svg);
  const expectedFormat = SHARP_FORMAT[type];
  if (!expectedFormat) throw refuse(UPLOAD_REASONS.notImage);

  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning", pages: 1 } as const;
  // The header only (no pixels are decoded yet), so the pixel count can be checked first.
  const metadata = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse(UPLOAD_REASONS.unreadable);
    });
  if (metadata.format !== expectedFormat) throw refuse(UPLOAD_REASONS.notImage);
  if (type === "avif" && metadata.compression !== "av1") throw refuse(UPLOAD_REASONS.notImage);
  if (!metadata.width || !metadata.height) throw refuse(UPLOAD_REASONS.unreadable);
  // Animated images are read as their first frame only.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) throw refuse(UPLOAD_REASONS.tooManyPixels);
  if (budget) {
    budget.pixelsLeft -= metadata.width * frameHeight;
    if (budget.pixelsLeft < 0) throw refuse(UPLOAD_REASONS.tooManyPixelsTogether);
  }

  const { widths, heightFactor, quality } = IMAGE_PROFILES[profile];
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap once it is upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = turned ? frameHeight : metadata.width;
  const sourceHeight = turned ? metadata.width : frameHeight;
  const targets = new Map<number, { width: number; height: number }>();
  for (const width of widths) {
    const scale = Math.min(1, width / sourceWidth, (width * heightFactor) / sourceHeight);
    const outWidth = Math.max(1, Math.round(sourceWidth * scale));
    const outHeight = Math.max(1, Math.round(sourceHeight * scale));
    if (!targets.has(outWidth)) targets.set(outWidth, { width: outWidth, height: outHeight });
  }

  try {
    const source = sharp(input, options).autoOrient();
    const renditions = await withImageSlot(() =>
      Promise.all(
        [...targets.values()].map(async (target) => {
          const { data, info } = await source
            .clone()
            .resize({ width: target.width, height: target.height, fit: "inside", withoutEnlargement: true })
            .webp({ quality, alphaQuality: 100, effort: 4 })
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, body: data };
        }),
      ),
    );
    return renditions.sort((a, b) => a.width - b.width);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw refuse(UPLOAD_REASONS.tooManyPixels);
    throw refuse(UPLOAD_REASONS.unreadable);
  }
}
