import sharp from "sharp";
import { SVG_FONT, safeColor } from "./render-site-icon";
import { escapeSvgText, wrapText } from "./svg-text";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * The share image of a site (1200×630 PNG): the company name large, the trade and town under it, on
 * the theme's dark colour with a band in its primary colour, so a shared link looks like the company.
 * Every text is escaped before it enters the SVG.
 */
export async function renderOgImage(input: {
  name: string;
  trade: string;
  town: string;
  primary: string;
  dark: string;
  tint: string;
}): Promise<Buffer> {
  const long = [...input.name].length > 40;
  const nameSize = long ? 60 : 76;
  const nameLines = wrapText(input.name, long ? 30 : 24, 3);
  const lineHeight = Math.round(nameSize * 1.18);
  const subtitle = [input.trade, input.town]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" · ");
  const top = 200;
  const names = nameLines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-family="${SVG_FONT}" font-weight="700" font-size="${nameSize}" fill="#ffffff">${escapeSvgText(line)}</text>`,
    )
    .join("\n");
  const subtitleY = top + (nameLines.length - 1) * lineHeight + 90;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${safeColor(input.dark)}"/>
<rect x="0" y="0" width="24" height="${OG_HEIGHT}" fill="${safeColor(input.primary)}"/>
<rect x="80" y="${OG_HEIGHT - 96}" width="160" height="10" rx="5" fill="${safeColor(input.primary)}"/>
${names}
${subtitle ? `<text x="80" y="${subtitleY}" font-family="${SVG_FONT}" font-size="40" fill="${safeColor(input.tint)}">${escapeSvgText(wrapText(subtitle, 46, 1)[0] ?? "")}</text>` : ""}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
