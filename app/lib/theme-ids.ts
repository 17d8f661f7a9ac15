/** SPEC §3 Themes: the 20 colour themes, amber the default. Colours live in components/site/themes. */
export const THEME_IDS = [
  "amber",
  "blue",
  "red",
  "green",
  "purple",
  "indigo",
  "teal",
  "emerald",
  "rose",
  "cyan",
  "sky",
  "orange",
  "slate",
  "zinc",
  "neutral",
  "lime",
  "yellow",
  "stone",
  "fuchsia",
  "pink",
] as const;

export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: ThemeId = "amber";

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === "string" && (THEME_IDS as readonly string[]).includes(value);
}
