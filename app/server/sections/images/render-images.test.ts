import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OG_HEIGHT, OG_WIDTH, renderOgImage } from "./render-og-image";
import { renderSiteIcon } from "./render-site-icon";
import { escapeSvgText, initialsOf, wrapText } from "./svg-text";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  return { width: meta.width, height: meta.height };
}

describe("site images", () => {
  it("draws the share image at 1200×630 from text with Danish letters and markup in it", async () => {
    const png = await renderOgImage({
      name: 'Ærø Tømrer & Søn <script>alert("x")</script> ApS',
      trade: "Tømrer",
      town: "Ærøskøbing",
      primary: "#bb4d00",
      dark: "#461901",
      tint: "#fee685",
    });
    expect(await pngSize(png)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    // Not a flat fill: the text was drawn.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.max - stats.channels[0]!.min).toBeGreaterThan(100);
  });

  it("draws the share image when the town holds characters XML forbids (U+FFFE, U+FFFF, a lone surrogate)", async () => {
    // Security probe: such a town made the SVG unreadable and the site's images stopped rendering.
    for (const town of ["Århus\uFFFE", "Århus\uFFFF", "Århus\uD800", "Ål\uDFFFborg"]) {
      const png = await renderOgImage({
        name: "Hansen Tømrer ApS",
        trade: "Tømrer",
        town,
        primary: "#bb4d00",
        dark: "#461901",
        tint: "#fee685",
      });
      expect(await pngSize(png), JSON.stringify(town)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    }
  });

  it("draws icons from the initials on the theme colour, and from a logo", async () => {
    const initials = await renderSiteIcon({
      logo: null,
      name: "Østergaard VVS ApS",
      color: "#1447e6",
      size: 180,
    });
    expect(await pngSize(initials)).toEqual({ width: 180, height: 180 });
    const corner = await sharp(initials).extract({ left: 90, top: 4, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([0x14, 0x47, 0xe6]);

    const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const fromLogo = await renderSiteIcon({ logo, name: "X", color: "#1447e6", size: 48 });
    expect(await pngSize(fromLogo)).toEqual({ width: 48, height: 48 });
    const middle = await sharp(fromLogo).extract({ left: 24, top: 24, width: 1, height: 1 }).raw().toBuffer();
    expect([...middle.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it("falls back to the initials when the logo cannot be read", async () => {
    const png = await renderSiteIcon({
      logo: Buffer.from("not an image"),
      name: "Hansen El",
      color: "#008236",
      size: 48,
    });
    expect(await pngSize(png)).toEqual({ width: 48, height: 48 });
  });
});

describe("svg text", () => {
  it("escapes everything that could end the text or start markup", () => {
    expect(escapeSvgText(`<a href="x">&'\u0007`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("takes initials from the name without the company form", () => {
    expect(initialsOf("Østergaard VVS ApS")).toBe("ØV");
    expect(initialsOf("hansen")).toBe("H");
    expect(initialsOf("   ")).toBe("?");
  });

  it("wraps long names and marks what is left out", () => {
    expect(wrapText("Jensens Tømrerforretning og Byggefirma i Nordjylland ApS", 24, 2)).toEqual([
      "Jensens Tømrerforretning",
      "og Byggefirma i…",
    ]);
    expect(wrapText("Kort navn", 24, 2)).toEqual(["Kort navn"]);
  });
});
