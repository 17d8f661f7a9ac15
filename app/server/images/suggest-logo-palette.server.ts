import sharp from "sharp";
import { paletteForLogo } from "~/lib/logo-palette";
import type { PaletteId } from "~/lib/theme-ids";
import { log } from "~/server/log.server";
import { MAX_INPUT_PIXELS } from "./process-image.server";

/**
 * The palette suggested from a logo file (issue 22): decoded small (64 px is plenty to count colours),
 * transparency kept so a transparent background does not count. Null when the file cannot be read
 * or draws nothing: a suggestion is a nicety, never a reason for an error.
 */
export async function suggestLogoPalette(bytes: Buffer): Promise<PaletteId | null> {
  try {
    const { data } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(64, 64, { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return paletteForLogo(new Uint8Array(data.buffer, data.byteOffset, data.length));
  } catch (error) {
    log("warn", "logo colours not read", { reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
