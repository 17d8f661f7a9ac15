/**
 * Inline text in content may carry links written as [label](target). This turns such a string into
 * segments a component renders as text and <a> elements, so no content is ever rendered as HTML.
 */

import { findLinks, splitLinks } from "~/lib/link-syntax";

export type InlineSegment = { type: "text"; text: string } | { type: "link"; label: string; href: string };

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
  return splitLinks(text, (label, href) => (isAllowedContentHref(href) ? { label, href } : null)).map(
    (piece) => ("link" in piece ? { type: "link", ...piece.link } : { type: "text", text: piece.text }),
  );
}

/** Every link target written in a piece of inline text, allowed or not (for checking content). */
export function linkTargets(text: string): string[] {
  return findLinks(text).map((link) => link.target);
}

/** The text a reader sees, links reduced to their labels (for meta descriptions and lengths). */
export function plainText(text: string): string {
  return parseInline(text)
    .map((segment) => (segment.type === "link" ? segment.label : segment.text))
    .join("");
}
