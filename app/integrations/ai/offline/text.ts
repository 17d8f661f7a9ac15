/** "a", "a og b", "a, b og c": a Danish list. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} og ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/**
 * A heading-style phrase ("Tagrenovering") for use inside a sentence ("tagrenovering"). Abbreviations
 * ("VVS-service") and words from `properNouns` (the company name, the town) keep their capital.
 */
export function inSentence(phrase: string, properNouns: readonly string[]): string {
  const firstWord = phrase.split(/\s+/)[0] ?? "";
  const core = firstWord.replace(/[^\p{L}\p{N}-]/gu, "");
  const isAbbreviation = /^\p{Lu}{2,}/u.test(core);
  const isProperNoun = properNouns.some((source) => source.split(/\s+/).includes(core));
  if (isAbbreviation || isProperNoun) return phrase;
  return phrase.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase());
}
