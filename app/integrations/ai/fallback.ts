import type { WrittenCopy } from "./types";

/** SPEC §8: what the owner gets when generation fails or the reply cannot be used. */
export const FALLBACK_CONTENT = "Vi er eksperter i vores felt og leverer altid kvalitetsarbejde til tiden.";

export function fallbackCopy(companyName: string): WrittenCopy {
  return { title: `Velkommen til ${companyName.trim()}`, content: FALLBACK_CONTENT };
}
