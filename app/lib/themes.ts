import type { CSSProperties } from "react";
import { DEFAULT_THEME, isThemeId, type ThemeId } from "~/lib/theme-ids";

/**
 * SPEC §3 Themes: the 20 colour themes as CSS custom properties on the site's outermost element.
 * Shades are Tailwind's palette (50…950). Every pairing the site uses is checked for WCAG 2.2 AA
 * contrast in themes.test.ts: body text, links and buttons on their backgrounds, and light text on
 * the dark footer and on the hero overlay above any image.
 */

type Shades = {
  50: string;
  100: string;
  200: string;
  300: string;
  700: string;
  800: string;
  900: string;
  950: string;
};

const PALETTE: Record<ThemeId, Shades> = {
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
  emerald: {
    50: "#ecfdf5",
    100: "#d0fae5",
    200: "#a4f4cf",
    300: "#5ee9b5",
    700: "#007a55",
    800: "#006045",
    900: "#004f3b",
    950: "#002c22",
  },
  rose: {
    50: "#fff1f2",
    100: "#ffe4e6",
    200: "#ffccd3",
    300: "#ffa1ad",
    700: "#c70036",
    800: "#a50036",
    900: "#8b0836",
    950: "#4d0218",
  },
  cyan: {
    50: "#ecfeff",
    100: "#cefafe",
    200: "#a2f4fd",
    300: "#53eafd",
    700: "#007595",
    800: "#005f78",
    900: "#104e64",
    950: "#053345",
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
  orange: {
    50: "#fff7ed",
    100: "#ffedd4",
    200: "#ffd6a7",
    300: "#ffb86a",
    700: "#ca3500",
    800: "#9f2d00",
    900: "#7e2a0c",
    950: "#441306",
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
  zinc: {
    50: "#fafafa",
    100: "#f4f4f5",
    200: "#e4e4e7",
    300: "#d4d4d8",
    700: "#3f3f46",
    800: "#27272a",
    900: "#18181b",
    950: "#09090b",
  },
  neutral: {
    50: "#fafafa",
    100: "#f5f5f5",
    200: "#e5e5e5",
    300: "#d4d4d4",
    700: "#404040",
    800: "#262626",
    900: "#171717",
    950: "#0a0a0a",
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
  yellow: {
    50: "#fefce8",
    100: "#fef9c2",
    200: "#fff085",
    300: "#ffdf20",
    700: "#a65f00",
    800: "#894b00",
    900: "#733e0a",
    950: "#432004",
  },
  stone: {
    50: "#fafaf9",
    100: "#f5f5f4",
    200: "#e7e5e4",
    300: "#d6d3d1",
    700: "#44403b",
    800: "#292524",
    900: "#1c1917",
    950: "#0c0a09",
  },
  fuchsia: {
    50: "#fdf4ff",
    100: "#fae8ff",
    200: "#f6cfff",
    300: "#f4a8ff",
    700: "#a800b7",
    800: "#8a0194",
    900: "#721378",
    950: "#4b004f",
  },
  pink: {
    50: "#fdf2f8",
    100: "#fce7f3",
    200: "#fccee8",
    300: "#fda5d5",
    700: "#c6005c",
    800: "#a3004c",
    900: "#861043",
    950: "#510424",
  },
};

/** Danish names for the theme picker. */
export const THEME_LABELS: Record<ThemeId, string> = {
  amber: "Rav",
  blue: "Blå",
  red: "Rød",
  green: "Grøn",
  purple: "Lilla",
  indigo: "Indigo",
  teal: "Blågrøn",
  emerald: "Smaragd",
  rose: "Rosa",
  cyan: "Cyan",
  sky: "Himmelblå",
  orange: "Orange",
  slate: "Skifer",
  zinc: "Zink",
  neutral: "Neutral",
  lime: "Lime",
  yellow: "Gul",
  stone: "Sten",
  fuchsia: "Fuchsia",
  pink: "Pink",
};

/** Neutral text colours, the same in every theme (Tailwind stone). */
export const INK = "#1c1917";
export const INK_MUTED = "#44403b";
export const WHITE = "#ffffff";
/** How opaque the theme's darkest shade lies over a hero image, so white text stays readable on any image. */
export const HERO_OVERLAY_ALPHA = 0.72;

export type SiteTheme = {
  id: ThemeId;
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
  /** Footer and hero background (white text on it). */
  dark: string;
  dark2: string;
  /** Secondary text and links on `dark`. */
  onDarkMuted: string;
  onDarkLink: string;
};

function build(id: ThemeId): SiteTheme {
  const p = PALETTE[id];
  return {
    id,
    label: THEME_LABELS[id],
    primary: p[700],
    primaryHover: p[800],
    link: p[700],
    linkHover: p[900],
    tint: p[50],
    soft: p[100],
    border: p[200],
    dark: p[950],
    dark2: p[900],
    onDarkMuted: p[100],
    onDarkLink: p[300],
  };
}

export const SITE_THEMES: Record<ThemeId, SiteTheme> = Object.fromEntries(
  (Object.keys(PALETTE) as ThemeId[]).map((id) => [id, build(id)]),
) as Record<ThemeId, SiteTheme>;

/** The theme for a stored id; an unknown id falls back to amber (SPEC §3: amber is the default). */
export function siteTheme(id: string | null | undefined): SiteTheme {
  return SITE_THEMES[isThemeId(id) ? id : DEFAULT_THEME];
}

/** The custom properties the site's components read (e.g. `bg-(--site-primary)`). */
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
    "--site-on-dark-muted": theme.onDarkMuted,
    "--site-on-dark-link": theme.onDarkLink,
  } as CSSProperties;
}
