import sharp from "sharp";
import { escapeSvgText, initialsOf } from "./svg-text";

/** The fonts tried in order; DejaVu Sans draws æ, ø and å (the Docker image installs fonts-dejavu-core). */
export const SVG_FONT = "DejaVu Sans, Liberation Sans, sans-serif";

/**
 * A square PNG icon of `size` px: the logo centred on white when there is one, else the company's
 * initials in white on the theme colour. Used for the favicon (48 px) and the Apple touch icon (180 px).
 */
export async function renderSiteIcon(input: {
  logo: Buffer | null;
  name: string;
  color: string;
  size: number;
}): Promise<Buffer> {
  const { size } = input;
  if (input.logo) {
    try {
      const padding = Math.round(size * 0.08);
      const inner = await sharp(input.logo, { limitInputPixels: 40_000_000 })
        .resize(size - 2 * padding, size - 2 * padding, {
          fit: "contain",
          background: { r: 255, g: 255, b: 255, alpha: 0 },
        })
        .png()
        .toBuffer();
      return await sharp({
        create: { width: size, height: size, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
      })
        .composite([{ input: inner, gravity: "center" }])
        .png()
        .toBuffer();
    } catch {
      // An unreadable logo falls back to the initials below.
    }
  }
  const initials = escapeSvgText(initialsOf(input.name));
  const fontSize = Math.round(size * (initials.length > 1 ? 0.42 : 0.55));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${Math.round(size * 0.18)}" fill="${safeColor(input.color)}"/>
<text x="50%" y="50%" dy="0.36em" text-anchor="middle" font-family="${SVG_FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Theme colours come from our own palette; anything else is not put into the SVG. */
export function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : "#44403c";
}
