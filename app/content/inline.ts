/**
 * Inline text in content may carry links written as [label](target). This turns such a string into
 * segments a component renders as text and <a> elements, so no content is ever rendered as HTML.
 */

export type InlineSegment = { type: "text"; text: string } | { type: "link"; label: string; href: string };

const linkPattern = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * Content links may point inside the site ("/faq", "/blog/slug", "/faq#pris") or to an https page.
 * "//host" is protocol-relative, i.e. another site, so it is not root-relative.
 */
export function isAllowedContentHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  try {
    const url = new URL(href);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export function isExternalHref(href: string): boolean {
  return href.startsWith("https://");
}

/** Splits inline text into text and link segments. A link with a disallowed target stays text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match;
    if (label === undefined || href === undefined || !isAllowedContentHref(href)) continue;
    if (match.index > last) segments.push({ type: "text", text: text.slice(last, match.index) });
    segments.push({ type: "link", label, href });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ type: "text", text: text.slice(last) });
  return segments;
}

/** Every link target written in a piece of inline text, allowed or not (for checking content). */
export function linkTargets(text: string): string[] {
  return Array.from(text.matchAll(linkPattern), (match) => match[2] ?? "");
}

/** The text a reader sees, links reduced to their labels (for meta descriptions and lengths). */
export function plainText(text: string): string {
  return parseInline(text)
    .map((segment) => (segment.type === "link" ? segment.label : segment.text))
    .join("");
}
