/**
 * A page's one-line summary for the homepage's service cards (issue 22), from owner text: link syntax
 * dropped to its label, separator lines removed.
 */
/** The first sentence, at most ~140 characters (cut at a word, with an ellipsis). */
export function firstSentence(text: string): string {
  const plain = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^-{3,}$/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  const end = plain.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? plain : plain.slice(0, end + 1);
  if (sentence.length <= 140) return sentence;
  const cut = sentence.slice(0, 139);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80)).trimEnd()} …`;
}
