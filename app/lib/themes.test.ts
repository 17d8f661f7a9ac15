import { describe, expect, it } from "vitest";
import { blend, contrastRatio } from "~/components/site/contrast";
import { LEGACY_PALETTES, PALETTE_IDS, PRESET_IDS, THEME_IDS, themeIdFor } from "~/lib/theme-ids";
import { HERO_SCRIM, HERO_SCRIM_MIN_ALPHA, INK, INK_MUTED, SITE_THEMES, siteTheme, WHITE } from "./themes";

// WCAG 2.2 AA: 4.5:1 for normal text (links and button labels included).
const AA = 4.5;

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("site themes", () => {
  it("keeps every stored id of SPEC §3 valid, amber the fallback", () => {
    expect(Object.keys(SITE_THEMES).sort()).toEqual([...THEME_IDS].sort());
    for (const id of ["amber", "zinc", "pink", "emerald", "stone"]) expect(SITE_THEMES).toHaveProperty(id);
    expect(siteTheme("findes-ikke").id).toBe("amber");
    expect(siteTheme(null).id).toBe("amber");
  });

  it("shows a near-duplicate palette as its close equivalent (issue 22), in the Klassisk preset", () => {
    for (const [legacy, current] of Object.entries(LEGACY_PALETTES)) {
      const theme = siteTheme(legacy);
      expect(theme.palette).toBe(current);
      expect(theme.preset.id).toBe("klassisk");
      expect(theme.primary).toBe(siteTheme(current).primary);
    }
    expect(siteTheme("blue-moderne")).toMatchObject({ palette: "blue", preset: { id: "moderne" } });
    expect(themeIdFor("slate", "kraftig")).toBe("slate-kraftig");
    expect(themeIdFor("slate", "klassisk")).toBe("slate");
  });

  it("has ten palettes with clearly different brand colours and three presets that differ beyond colour", () => {
    expect(PALETTE_IDS).toHaveLength(10);
    expect(new Set(PALETTE_IDS.map((id) => siteTheme(id).primary)).size).toBe(10);
    const presets = PRESET_IDS.map((preset) => siteTheme(themeIdFor("blue", preset)).preset);
    for (const key of ["headingFont", "radius", "buttonRadius", "heroShade"] as const) {
      expect(new Set(presets.map((preset) => preset[key])).size, key).toBe(3);
    }
  });

  const combos = PALETTE_IDS.flatMap((palette) => PRESET_IDS.map((preset) => themeIdFor(palette, preset)));
  describe.each(combos.map((id) => [id, siteTheme(id)] as const))("%s", (_id, theme) => {
    const scrim = blend(HERO_SCRIM, HERO_SCRIM_MIN_ALPHA, WHITE);
    const pairs: Array<[string, string, string]> = [
      ["body text on white", INK, WHITE],
      ["muted text on white", INK_MUTED, WHITE],
      ["body text on tint", INK, theme.tint],
      ["muted text on tint", INK_MUTED, theme.tint],
      ["link on white", theme.link, WHITE],
      ["link on tint", theme.link, theme.tint],
      ["hovered link on white", theme.linkHover, WHITE],
      ["button label on button", WHITE, theme.primary],
      ["button label on hovered button", WHITE, theme.primaryHover],
      ["text on dark footer", WHITE, theme.dark],
      ["muted text on dark footer", theme.onDarkMuted, theme.dark],
      ["link on dark footer", theme.onDarkLink, theme.dark],
      ["muted text on dark-2", theme.onDarkMuted, theme.dark2],
      // The photo hero's scrim under the text, over the worst case, an all-white photo.
      ["hero text over a white photo", WHITE, scrim],
      ["solid hero text", WHITE, theme.heroBg],
      // On dark heroes the primary button is light (white, ink label), so grey themes keep it.
      ["hero button label", INK, WHITE],
      ["hero button against the solid hero", WHITE, theme.heroBg],
      ["kicker on a tint band", theme.linkHover, theme.tint],
    ];
    it.each(pairs)("%s passes AA", (_name, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
    });
  });
});
