/**
 * Owner text on customer sites (SPEC §2 "Public customer site"): paragraphs at blank lines, and
 * Markdown-style links `[label](target)`. Only http(s), mailto, tel and root-relative targets become
 * links; anything else stays the literal text. Pure and free of HTML: the renderer turns the segments
 * into React elements, so owner text is always text.
 */

import { splitLinks } from "~/lib/link-syntax";

export type TextSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

/** A paragraph as lines (single line breaks inside it are kept), each line as segments. */
type Paragraph = TextSegment[][];

/** A block of owner text: a paragraph, or a separator line (a paragraph of just "---"). */
export type TextBlock = { kind: "paragraph"; lines: Paragraph } | { kind: "separator" };

/**
 * What the editor puts between existing text and AI text (SPEC: "appended after a separator line"):
 * a paragraph of three dashes, which the site draws as a horizontal line.
 */
const SEPARATOR = "---";

function isSeparator(paragraph: string): boolean {
  return /^-{3,}$/.test(paragraph.trim());
}

/** `addition` after `existing`, with the visible separator between them when both have text. */
export function appendWithSeparator(existing: string, addition: string): string {
  return existing.trim() ? `${existing.trimEnd()}\n\n${SEPARATOR}\n\n${addition}` : addition;
}

export type LinkOptions = {
  /** Put in front of root-relative targets: "/{cvr}" when the site is shown on the main host, else "". */
  prefix: string;
};

/** Splits at blank lines (lines holding only whitespace count as blank); trims and drops empty ones. */
export function splitParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) => paragraph.replace(/^\s+|\s+$/g, ""))
    .filter((paragraph) => paragraph !== "");
}

// Characters no accepted target may contain: controls, whitespace, quotes, angle brackets, backslash
// (browsers read "/\evil.example" as "//evil.example"), backtick.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
const FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff"'<>\\`]/;

/**
 * The href a link target may have, or null when it must stay text. Accepts http(s)://host...,
 * mailto:local@domain, tel:+digits and root-relative /paths (not protocol-relative //host).
 */
export function safeLinkTarget(
  target: string,
  options: LinkOptions,
): { href: string; external: boolean } | null {
  if (target === "" || FORBIDDEN.test(target)) return null;

  if (/^https?:\/\/[^/?#]/i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
    if (url.username !== "" || url.password !== "") return null;
    return { href: url.href, external: true };
  }

  const mailto = /^mailto:([^@?]+@[^@?]+\.[^@?]+(?:\?.*)?)$/i.exec(target);
  if (mailto) return { href: `mailto:${mailto[1]}`, external: true };

  const tel = /^tel:(\+?[0-9][0-9().-]{2,30})$/i.exec(target);
  if (tel) return { href: `tel:${tel[1]}`, external: true };

  if (target.startsWith("/") && !target.startsWith("//")) {
    if (options.prefix === "") return { href: target, external: false };
    if (target === "/") return { href: options.prefix, external: false };
    // "/#kontakt" and "/?x" belong to the homepage: "/{cvr}#kontakt", not "/{cvr}/#kontakt".
    if (target[1] === "#" || target[1] === "?")
      return { href: options.prefix + target.slice(1), external: false };
    return { href: options.prefix + target, external: false };
  }
  return null;
}

/** One line of owner text as text and link segments; refused links stay their literal text. */
export function parseInlineLinks(line: string, options: LinkOptions): TextSegment[] {
  return splitLinks(line, (label, target) => {
    const safe = label.trim() === "" ? null : safeLinkTarget(target, options);
    return safe ? { kind: "link" as const, text: label, ...safe } : null;
  }).map((piece) => ("link" in piece ? piece.link : { kind: "text", text: piece.text }));
}

/** The whole text: blocks, each a separator or a paragraph of lines of segments. */
export function parseSiteText(text: string | null | undefined, options: LinkOptions): TextBlock[] {
  return splitParagraphs(text).map((paragraph) =>
    isSeparator(paragraph)
      ? { kind: "separator" }
      : {
          kind: "paragraph",
          lines: paragraph.split("\n").map((line) => parseInlineLinks(line.trim(), options)),
        },
  );
}

/** Plain text without link syntax (for meta descriptions): "[Ring til os](tel:1)" → "Ring til os". */
export function plainSiteText(text: string | null | undefined): string {
  const joined = splitParagraphs(text)
    .filter((paragraph) => !isSeparator(paragraph))
    .join(" ");
  return splitLinks(joined, (label) => label)
    .map((piece) => ("link" in piece ? piece.link : piece.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
