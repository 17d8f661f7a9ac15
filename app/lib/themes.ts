import type { CSSProperties } from "react";
import { STYLE_PRESETS, type StylePreset } from "~/lib/style-presets";
import {
  DEFAULT_THEME,
  isThemeId,
  type PaletteId,
  type PresetId,
  parseThemeId,
  THEME_IDS,
  type ThemeId,
} from "~/lib/theme-ids";

export { STYLE_PRESETS } from "~/lib/style-presets";
export { themeIdFor } from "~/lib/theme-ids";

/**
 * Site themes (SPEC §3, issue 22): ten colour palettes times three style presets, as CSS custom
 * properties on the site's outermost element. Shades are Tailwind's palette (50…950). Every pairing
 * the site uses is checked for WCAG 2.2 AA contrast in themes.test.ts: body text, links and buttons
 * on their backgrounds, and light text on the dark footer, the solid hero and the photo hero's scrim.
 */

export type Shades = {
  50: string;
  100: string;
  200: string;
  300: string;
  700: string;
  800: string;
  900: string;
  950: string;
};

export const PALETTE: Record<PaletteId, Shades> = {
  amber: {
    50: "#fffbeb",
    100: "#fef3c6",
    200: "#fee685",
    300: "#ffd230",
    700: "#bb4d00",
    800: "#973c00",
    900: "#7b3306",
    950: "#461901",
  },
  blue: {
    50: "#eff6ff",
    100: "#dbeafe",
    200: "#bedbff",
    300: "#8ec5ff",
    700: "#1447e6",
    800: "#193cb8",
    900: "#1c398e",
    950: "#162456",
  },
  red: {
    50: "#fef2f2",
    100: "#ffe2e2",
    200: "#ffc9c9",
    300: "#ffa2a2",
    700: "#c10007",
    800: "#9f0712",
    900: "#82181a",
    950: "#460809",
  },
  green: {
    50: "#f0fdf4",
    100: "#dcfce7",
    200: "#b9f8cf",
    300: "#7bf1a8",
    700: "#008236",
    800: "#016630",
    900: "#0d542b",
    950: "#032e15",
  },
  purple: {
    50: "#faf5ff",
    100: "#f3e8ff",
    200: "#e9d4ff",
    300: "#dab2ff",
    700: "#8200db",
    800: "#6e11b0",
    900: "#59168b",
    950: "#3c0366",
  },
  indigo: {
    50: "#eef2ff",
    100: "#e0e7ff",
    200: "#c6d2ff",
    300: "#a3b3ff",
    700: "#432dd7",
    800: "#372aac",
    900: "#312c85",
    950: "#1e1a4d",
  },
  teal: {
    50: "#f0fdfa",
    100: "#cbfbf1",
    200: "#96f7e4",
    300: "#46ecd5",
    700: "#00786f",
    800: "#005f5a",
    900: "#0b4f4a",
    950: "#022f2e",
  },
  sky: {
    50: "#f0f9ff",
    100: "#dff2fe",
    200: "#b8e6fe",
    300: "#74d4ff",
    700: "#0069a8",
    800: "#00598a",
    900: "#024a70",
    950: "#052f4a",
  },
  slate: {
    50: "#f8fafc",
    100: "#f1f5f9",
    200: "#e2e8f0",
    300: "#cad5e2",
    700: "#314158",
    800: "#1d293d",
    900: "#0f172b",
    950: "#020618",
  },
  lime: {
    50: "#f7fee7",
    100: "#ecfcca",
    200: "#d8f999",
    300: "#bbf451",
    700: "#497d00",
    800: "#3c6300",
    900: "#35530e",
    950: "#192e03",
  },
};

/** Danish names for the theme picker. */
const PALETTE_LABELS: Record<PaletteId, string> = {
  amber: "Rav",
  blue: "Blå",
  red: "Rød",
  green: "Grøn",
  purple: "Lilla",
  indigo: "Indigo",
  teal: "Blågrøn",
  sky: "Himmelblå",
  slate: "Skifer",
  lime: "Lime",
};

/** Neutral text colours, the same in every theme (Tailwind stone). */
export const INK = "#1c1917";
export const INK_MUTED = "#44403b";
export const WHITE = "#ffffff";
/** The photo hero's scrim (app/app.css .site-hero-scrim): near-black, at least this opaque under the text. */
export const HERO_SCRIM = "#0c0a09";
export const HERO_SCRIM_MIN_ALPHA = 0.82;

export type SiteTheme = {
  /** The stored id (a legacy id resolves to its current equivalent). */
  id: ThemeId;
  palette: PaletteId;
  preset: StylePreset;
  /** "Blå", or "Blå · Moderne". */
  label: string;
  /** Buttons and the primary accent (white text on it). */
  primary: string;
  primaryHover: string;
  /** Links on white and on `tint`. */
  link: string;
  linkHover: string;
  /** Light section background. */
  tint: string;
  soft: string;
  border: string;
  /** Footer background (white text on it). */
  dark: string;
  dark2: string;
  /** The solid (no photo) hero's background: the brand colour the preset chooses. White text on it. */
  heroBg: string;
  /** Secondary text and links on `dark`. */
  onDarkMuted: string;
  onDarkLink: string;
};

function build(palette: PaletteId, presetId: PresetId): SiteTheme {
  const p = PALETTE[palette];
  const preset = STYLE_PRESETS.find((candidate) => candidate.id === presetId)!;
  const id = (presetId === "klassisk" ? palette : `${palette}-${presetId}`) as ThemeId;
  return {
    id,
    palette,
    preset,
    label: presetId === "klassisk" ? PALETTE_LABELS[palette] : `${PALETTE_LABELS[palette]} · ${preset.label}`,
    primary: p[700],
    primaryHover: p[800],
    link: p[700],
    linkHover: p[900],
    tint: p[50],
    soft: p[100],
    border: p[200],
    dark: p[950],
    dark2: p[900],
    heroBg: preset.heroShade === 700 ? p[700] : preset.heroShade === 900 ? p[900] : p[950],
    onDarkMuted: p[100],
    onDarkLink: p[300],
  };
}

/** Danish names of every stored id, for the theme picker. */
export const SITE_THEMES: Record<ThemeId, SiteTheme> = Object.fromEntries(
  THEME_IDS.map((id) => {
    const { palette, preset } = parseThemeId(id);
    return [id, { ...build(palette, preset), id }];
  }),
) as Record<ThemeId, SiteTheme>;

/** The theme for a stored id; an unknown id falls back to amber (SPEC §3: amber is the default). */
export function siteTheme(id: string | null | undefined): SiteTheme {
  const { palette, preset } = parseThemeId(isThemeId(id) ? id : DEFAULT_THEME);
  return build(palette, preset);
}

/** The custom properties the site's components and app/app.css read (e.g. `bg-(--site-primary)`). */
export function themeStyle(theme: SiteTheme): CSSProperties {
  return {
    "--site-primary": theme.primary,
    "--site-primary-hover": theme.primaryHover,
    "--site-link": theme.link,
    "--site-link-hover": theme.linkHover,
    "--site-tint": theme.tint,
    "--site-soft": theme.soft,
    "--site-border": theme.border,
    "--site-dark": theme.dark,
    "--site-dark-2": theme.dark2,
    "--site-hero-bg": theme.heroBg,
    "--site-on-dark-muted": theme.onDarkMuted,
    "--site-on-dark-link": theme.onDarkLink,
    "--site-radius": theme.preset.radius,
    "--site-radius-button": theme.preset.buttonRadius,
    "--site-heading-font": theme.preset.headingFont,
    "--site-band-rule": theme.preset.bandRule,
  } as CSSProperties;
}
