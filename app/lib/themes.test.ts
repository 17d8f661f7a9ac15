import { describe, expect, it } from "vitest";
import { blend, contrastRatio } from "~/components/site/contrast";
import { THEME_IDS } from "~/lib/theme-ids";
import { HERO_OVERLAY_ALPHA, INK, INK_MUTED, SITE_THEMES, siteTheme, WHITE } from "./themes";

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
  it("has all 20 themes of SPEC §3, amber the fallback", () => {
    expect(Object.keys(SITE_THEMES).sort()).toEqual([...THEME_IDS].sort());
    expect(THEME_IDS).toHaveLength(20);
    expect(siteTheme("findes-ikke").id).toBe("amber");
    expect(siteTheme(null).id).toBe("amber");
  });

  describe.each(THEME_IDS.map((id) => [id, SITE_THEMES[id]] as const))("%s", (_id, theme) => {
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
      // The hero overlay over the worst case, an all-white image.
      ["hero text over a white image", WHITE, blend(theme.dark, HERO_OVERLAY_ALPHA, WHITE)],
      ["hero subtitle over a white image", theme.onDarkMuted, blend(theme.dark, HERO_OVERLAY_ALPHA, WHITE)],
      ["hero button on overlay", WHITE, theme.primary],
    ];
    it.each(pairs)("%s passes AA", (_name, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA);
    });
  });
});
