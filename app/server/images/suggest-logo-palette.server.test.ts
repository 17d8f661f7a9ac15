import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandColour, closestPalette, paletteReadable } from "~/lib/logo-palette";
import { PALETTE_IDS } from "~/lib/theme-ids";
import { suggestLogoPalette } from "./suggest-logo-palette.server";

/** A logo as firms have them: a coloured mark and dark lettering on a white or transparent ground. */
async function logo(mark: string, { ground = "#ffffff", text = "#1c1917" } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120">
    ${ground === "none" ? "" : `<rect width="400" height="120" fill="${ground}"/>`}
    <path d="M20 100 L60 20 L100 100 Z" fill="${mark}"/>
    <rect x="120" y="40" width="250" height="14" fill="${text}"/><rect x="120" y="70" width="180" height="10" fill="${text}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("a palette suggested from the logo (issue 22)", () => {
  it("finds the logo's brand colour among black lettering and a white ground, and its closest palette", async () => {
    expect(await suggestLogoPalette(await logo("#1d4ed8"))).toBe("blue"); // a blue mark
    expect(await suggestLogoPalette(await logo("#d62828", { ground: "none" }))).toBe("red"); // transparent PNG
    expect(await suggestLogoPalette(await logo("#f59e0b"))).toBe("amber"); // orange-yellow
    expect(await suggestLogoPalette(await logo("#2e7d32"))).toBe("green");
    expect(await suggestLogoPalette(await logo("#0f766e"))).toBe("teal");
    expect(await suggestLogoPalette(await logo("#7e22ce"))).toBe("purple");
    expect(await suggestLogoPalette(await logo("#1e3a8a", { text: "#1e3a8a" }))).toBe("blue"); // navy all over
  });

  it("gives a black-and-white logo the grey palette, and reads the site's stored WebP logos too", async () => {
    expect(await suggestLogoPalette(await logo("#111111"))).toBe("slate");
    const webp = await sharp(await logo("#c1121f"))
      .webp()
      .toBuffer();
    expect(await suggestLogoPalette(webp)).toBe("red");
  });

  it("suggests nothing for a logo that draws nothing or a file that is no image", async () => {
    const empty = await sharp({ create: { width: 40, height: 20, channels: 4, background: "#0000" } })
      .png()
      .toBuffer();
    expect(await suggestLogoPalette(empty)).toBeNull();
    expect(await suggestLogoPalette(Buffer.from("<svg onload=alert(1)>"))).toBeNull();
  });

  it("only suggests palettes whose colours pass 4.5:1 where the site uses them", () => {
    for (const palette of PALETTE_IDS) expect(paletteReadable(palette), palette).toBe(true);
    // A pure yellow is nearest amber's light shade; the suggestion is still a readable palette.
    expect(closestPalette([255, 230, 0])).toBe("amber");
    expect(closestPalette("grey")).toBe("slate");
    expect(brandColour(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 0]))).toBeNull();
  });
});
