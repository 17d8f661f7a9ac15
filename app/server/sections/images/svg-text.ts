/** Text for an SVG document: &, <, >, quotes escaped, control characters dropped (owner text is text). */
export function escapeSvgText(text: string): string {
  return (
    text
      // XML 1.0 forbids most control characters, U+FFFE, U+FFFF and lone surrogates; they are dropped
      // rather than making the SVG unreadable (a town with U+FFFE stopped the site's images rendering).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\uFFFE\uFFFF]|\p{Cs}/gu, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** Up to two letters for an icon: the first letters of the first two words that are not a company form. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\b(ApS|A\/S|I\/S|IVS|P\/S|K\/S|v\/.*)$/i, "")
    .split(/[\s&/-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "")
    .join("");
  return letters.toLocaleUpperCase("da") || "?";
}

/**
 * Greedy word wrap by an estimated glyph width (DejaVu Sans Bold averages about 0.62 em): at most
 * `maxLines` lines, the last one ending in "…" when text is left over.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= maxChars) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = [...word].length > maxChars ? `${[...word].slice(0, maxChars - 1).join("")}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length > maxLines) lines.length = maxLines;
  const used = lines.join(" ").replace(/…$/, "");
  if (used.length < text.replace(/\s+/g, " ").trim().length && !lines.at(-1)!.endsWith("…")) {
    const last = [...lines.at(-1)!];
    lines[lines.length - 1] = `${last
      .slice(0, Math.max(1, maxChars - 1))
      .join("")
      .trimEnd()}…`;
  }
  return lines;
}
