import type { Trade } from "~/lib/trade";
import { ANMELDELSER_INTROS } from "./anmeldelser";
import { AUTORISATION_INTROS } from "./autorisation";
import { TRADE_FRADRAG } from "./fradrag";
import { OMRAADE_INTROS } from "./omraade";
import { shownText, textToStore } from "./own-text";
import { NO_PRICE_TEXTS, PRISER_INTROS } from "./priser";
import { VAGT_TEXTS } from "./vagt";

/**
 * Which text field of which section has a default per trade, and where the default comes from. A
 * stored "" means "the default": the editor shows it filled in, the site shows it, and a save that
 * leaves it unchanged stores "" again, so the text follows the trade (and any later rewording here).
 */
export const SECTION_TEXT_DEFAULTS = {
  autorisation: { intro: (trade: Trade) => AUTORISATION_INTROS[trade] },
  anmeldelser: { intro: (trade: Trade) => ANMELDELSER_INTROS[trade] },
  priser: {
    intro: (trade: Trade) => PRISER_INTROS[trade],
    noPriceText: (trade: Trade) => NO_PRICE_TEXTS[trade],
  },
  details: {
    fradragIntro: (trade: Trade) => TRADE_FRADRAG[trade]?.intro ?? "",
    areaIntro: (trade: Trade) => OMRAADE_INTROS[trade],
    onCallText: (trade: Trade) => VAGT_TEXTS[trade],
  },
} as const;

export type TextSection = keyof typeof SECTION_TEXT_DEFAULTS;

/** The section's data with each default-able text as shown (the owner's, else the trade's). */
export function withShownTexts<T extends object>(section: TextSection, data: T, trade: Trade): T {
  const result = { ...data } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(SECTION_TEXT_DEFAULTS[section])) {
    result[key] = shownText(result[key] as string | undefined, fallback(trade));
  }
  return result as T;
}

/** The section's data as stored: a text equal to the trade's default becomes "". */
export function withStoredTexts<T extends object>(section: TextSection, data: T, trade: Trade): T {
  const result = { ...data } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(SECTION_TEXT_DEFAULTS[section])) {
    if (typeof result[key] === "string") result[key] = textToStore(result[key] as string, fallback(trade));
  }
  return result as T;
}
