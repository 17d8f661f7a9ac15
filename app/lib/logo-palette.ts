import { contrastRatio } from "~/components/site/contrast";
import { PALETTE_IDS, type PaletteId } from "~/lib/theme-ids";
import { PALETTE, SITE_THEMES, WHITE } from "~/lib/themes";

/**
 * A palette suggested from the firm's logo (issue 22): the logo's brand colour, and the closest of the
 * ten palettes whose colours pass WCAG AA contrast where the site uses them. Pure, on raw RGBA pixels,
 * so the rules are unit-tested; app/server/images/suggest-logo-palette.server.ts decodes the file.
 */

export type Rgb = readonly [number, number, number];
type Lab = { L: number; a: number; b: number };

/** OKLab (Björn Ottosson's perceptual space): distances in it match how different colours look. */
function toOklab([r, g, b]: Rgb): Lab {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

const chroma = (lab: Lab) => Math.hypot(lab.a, lab.b);

/** Below this OKLab chroma a colour reads as grey (black, white and greys in a logo are not its brand). */
const GREY_CHROMA = 0.045;
/** Lighter than this is the logo's white background or a highlight, not its colour. */
const BACKGROUND_L = 0.94;
/** A logo counts as coloured when at least this share of its drawn pixels is colour, not grey. */
const COLOURED_SHARE = 0.04;

/**
 * The logo's brand colour from its RGBA pixels: the most used hue among its coloured pixels (twelve
 * hue sectors, weighted by how colourful each pixel is), averaged within that sector. Transparent and
 * white background pixels do not count. Returns "grey" for a black, grey or white-on-dark logo, and
 * null when nothing is drawn.
 */
export function brandColour(rgba: Uint8Array): Rgb | "grey" | null {
  const sectors = Array.from({ length: 12 }, () => ({ weight: 0, r: 0, g: 0, b: 0 }));
  let drawn = 0;
  let coloured = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < 160) continue;
    const rgb: Rgb = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
    const lab = toOklab(rgb);
    if (lab.L > BACKGROUND_L) continue;
    drawn++;
    const c = chroma(lab);
    if (c < GREY_CHROMA) continue;
    coloured++;
    const hue = (Math.atan2(lab.b, lab.a) / (2 * Math.PI) + 1) % 1;
    const sector = sectors[Math.floor(hue * 12) % 12]!;
    sector.weight += c;
    sector.r += rgb[0] * c;
    sector.g += rgb[1] * c;
    sector.b += rgb[2] * c;
  }
  if (drawn === 0) return null;
  if (coloured / drawn < COLOURED_SHARE) return "grey";
  const best = sectors.reduce((top, sector) => (sector.weight > top.weight ? sector : top));
  return [best.r / best.weight, best.g / best.weight, best.b / best.weight].map(Math.round) as unknown as Rgb;
}

function hexToRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Every pairing the site draws with a palette's colours reaches 4.5:1 (white on the brand colours, links on light grounds). */
export function paletteReadable(palette: PaletteId): boolean {
  const theme = SITE_THEMES[palette];
  return (
    contrastRatio(WHITE, theme.primary) >= 4.5 &&
    contrastRatio(WHITE, theme.dark) >= 4.5 &&
    contrastRatio(theme.link, WHITE) >= 4.5 &&
    contrastRatio(theme.link, theme.tint) >= 4.5
  );
}

/**
 * The readable palette closest to a colour: the smallest OKLab distance to any of its shades (a light
 * yellow logo matches amber's 300, a navy one blue's 900), lightness counted half since the site uses
 * each palette at several lightnesses. A grey logo gets the grey palette (slate).
 */
export function closestPalette(colour: Rgb | "grey"): PaletteId {
  const readable = PALETTE_IDS.filter(paletteReadable);
  if (colour === "grey") return readable.includes("slate") ? "slate" : readable[0]!;
  const target = toOklab(colour);
  let best: { palette: PaletteId; distance: number } | null = null;
  for (const palette of readable) {
    if (palette === "slate") continue; // a coloured logo deserves a colour
    for (const hex of Object.values(PALETTE[palette])) {
      const lab = toOklab(hexToRgb(hex));
      const distance = Math.hypot((lab.L - target.L) * 0.5, lab.a - target.a, lab.b - target.b);
      if (!best || distance < best.distance) best = { palette, distance };
    }
  }
  return best?.palette ?? "slate";
}

/** The suggestion for a logo's pixels, or null when the logo draws nothing. */
export function paletteForLogo(rgba: Uint8Array): PaletteId | null {
  const colour = brandColour(rgba);
  return colour === null ? null : closestPalette(colour);
}
