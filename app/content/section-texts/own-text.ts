/**
 * A section text the owner may write; "" means "use the default for the trade". The editor shows the
 * default in the field, so saving it unchanged stores "" and the text keeps following the trade.
 */
export function shownText(own: string | undefined, fallback: string): string {
  return own?.trim() ? own.trim() : fallback;
}

/** What to store for a typed text: "" when it is the default word for word (or empty). */
export function textToStore(typed: string, fallback: string): string {
  const clean = typed.trim();
  return clean === fallback.trim() ? "" : clean;
}
