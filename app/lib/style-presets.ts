import type { PaletteId, PresetId } from "~/lib/theme-ids";

/**
 * The three style presets (issue 22): more than a hue swap, each changes the heading font, the corner
 * radius, the hero (solid colour and how a photo sits) and the section treatment. Only Kraftig loads
 * a font file: one self-hosted latin-subset WOFF2 (public/fonts, copied once from @fontsource/barlow-condensed 5.3.0,
 * font-display: optional so it never shifts the layout); the others use system fonts.
 */
export type StylePreset = {
  id: PresetId;
  label: string;
  description: string;
  /** CSS font-family of headings. */
  headingFont: string;
  /** Cards and images; buttons. */
  radius: string;
  buttonRadius: string;
  /** Which shade the solid hero uses: 950 (deep), 900, or 700 (the brand colour itself). */
  heroShade: 700 | 900 | 950;
  /** "full": a photo fills the hero under a scrim; "split": on wide screens the photo takes the right half. */
  heroPhoto: "full" | "split";
  /** A rule in the brand colour between bands (CSS length), or 0. */
  bandRule: string;
  /** The palette the screenshots and the picker show the preset in first. */
  defaultPalette: PaletteId;
};

export const STYLE_PRESETS: readonly StylePreset[] = [
  {
    id: "klassisk",
    label: "Klassisk",
    description: "Serif-overskrifter, bløde hjørner, dyb farve bag forsiden",
    headingFont: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
    radius: "0.75rem",
    buttonRadius: "0.5rem",
    heroShade: 950,
    heroPhoto: "full",
    bandRule: "0",
    defaultPalette: "amber",
  },
  {
    id: "moderne",
    label: "Moderne",
    description: "Rene linjer, runde knapper, foto ved siden af teksten",
    headingFont: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    radius: "1.5rem",
    buttonRadius: "9999px",
    heroShade: 700,
    heroPhoto: "split",
    bandRule: "0",
    defaultPalette: "teal",
  },
  {
    id: "kraftig",
    label: "Kraftig",
    description: "Kraftige smalle overskrifter, skarpe hjørner, farvestreger mellem afsnit",
    headingFont: '"Barlow Condensed", "Arial Narrow", "Roboto Condensed", sans-serif-condensed, sans-serif',
    radius: "0",
    buttonRadius: "0.25rem",
    heroShade: 900,
    heroPhoto: "full",
    bandRule: "4px",
    defaultPalette: "slate",
  },
];
