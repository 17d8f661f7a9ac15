/**
 * The one grammar of links written in text, `[label](target)`, shared by owner text on customer
 * sites (~/lib/site-text) and our own marketing content (~/content/inline). Each of those decides
 * which targets it allows and what they become; this only finds them. A label holds no brackets and
 * no line break; a target no parentheses and no whitespace.
 */
const LINK = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

export type LinkMatch = { label: string; target: string; index: number; length: number };

/** Every `[label](target)` in the text, in order. */
export function findLinks(text: string): LinkMatch[] {
  return Array.from(text.matchAll(LINK), (match) => ({
    label: match[1] ?? "",
    target: match[2] ?? "",
    index: match.index,
    length: match[0].length,
  }));
}

/**
 * The text as pieces: `link(label, target)`'s answer where it gives one, else the literal text.
 * Adjacent text (including a refused link's own text) stays one piece.
 */
export function splitLinks<L>(
  text: string,
  link: (label: string, target: string) => L | null,
): Array<{ text: string } | { link: L }> {
  const pieces: Array<{ text: string } | { link: L }> = [];
  const push = (value: string) => {
    if (value === "") return;
    const previous = pieces.at(-1);
    if (previous && "text" in previous) previous.text += value;
    else pieces.push({ text: value });
  };
  let last = 0;
  for (const match of findLinks(text)) {
    push(text.slice(last, match.index));
    const made = link(match.label, match.target);
    if (made === null) push(text.slice(match.index, match.index + match.length));
    else pieces.push({ link: made });
    last = match.index + match.length;
  }
  push(text.slice(last));
  return pieces;
}
