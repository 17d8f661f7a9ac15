/**
 * Site themes (SPEC §3, reworked in issue 22): a stored theme id is a colour palette, optionally with
 * a style preset ("blue-moderne"). The 20 original ids stay valid forever (sites store them): each
 * means its palette's closest equivalent among the ten current ones, in the Klassisk preset.
 * Colours and presets live in app/lib/themes.ts and app/lib/style-presets.ts.
 */

/** The ten palettes offered now: clearly distinct, suited to trades. */
export const PALETTE_IDS = [
  "amber",
  "red",
  "lime",
  "green",
  "teal",
  "sky",
  "blue",
  "indigo",
  "purple",
  "slate",
] as const;
export type PaletteId = (typeof PALETTE_IDS)[number];

/** The original palettes that were near-duplicates, and the current palette each now shows as. */
export const LEGACY_PALETTES = {
  yellow: "amber",
  orange: "amber",
  rose: "red",
  pink: "red",
  fuchsia: "purple",
  emerald: "green",
  cyan: "teal",
  zinc: "slate",
  neutral: "slate",
  stone: "slate",
} as const satisfies Record<string, PaletteId>;
type LegacyPaletteId = keyof typeof LEGACY_PALETTES;

export const PRESET_IDS = ["klassisk", "moderne", "kraftig"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** The 20 ids of SPEC §3, in their original order (demo companies are assigned by position). */
const ORIGINAL_IDS = [
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
] as const satisfies ReadonlyArray<PaletteId | LegacyPaletteId>;

type PresetThemeId = `${PaletteId}-${Exclude<PresetId, "klassisk">}`;

/** Every valid stored id: the 20 originals (Klassisk) and each current palette in Moderne and Kraftig. */
export const THEME_IDS = [
  ...ORIGINAL_IDS,
  ...PALETTE_IDS.map((palette) => `${palette}-moderne` as const),
  ...PALETTE_IDS.map((palette) => `${palette}-kraftig` as const),
] as readonly [ThemeIdBase, ...ThemeIdBase[]];
type ThemeIdBase = (typeof ORIGINAL_IDS)[number] | PresetThemeId;

export type ThemeId = ThemeIdBase;
export const DEFAULT_THEME: ThemeId = "amber";

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === "string" && (THEME_IDS as readonly string[]).includes(value);
}

/** The id stored for a palette in a preset: Klassisk keeps the plain palette id. */
export function themeIdFor(palette: PaletteId, preset: PresetId): ThemeId {
  return (preset === "klassisk" ? palette : `${palette}-${preset}`) as ThemeId;
}

/** A stored id's palette (legacy ones mapped to their equivalent) and preset. */
export function parseThemeId(id: ThemeId): { palette: PaletteId; preset: PresetId } {
  const [name, preset] = id.split("-") as [string, PresetId | undefined];
  const palette = (LEGACY_PALETTES as Record<string, PaletteId>)[name] ?? (name as PaletteId);
  return { palette, preset: preset ?? "klassisk" };
}
