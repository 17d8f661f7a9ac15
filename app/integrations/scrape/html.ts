import { decodeHTML, decodeHTMLAttribute } from "entities/decode";

/**
 * A small, forgiving HTML tokenizer: enough to read text, links and images out of the ordinary
 * websites of Danish tradespeople, however broken their markup. It never throws and never builds a
 * DOM; the caller keeps its own stack of open elements.
 */

export type HtmlToken =
  | { type: "text"; text: string }
  | { type: "open"; name: string; attributes: Record<string, string> }
  | { type: "close"; name: string };

/** Elements whose content is raw text, not markup: a "<" inside a script is not a tag. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noscript", "iframe", "noembed"]);

export const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let position = 0;
  const pushText = (raw: string) => {
    if (raw !== "") tokens.push({ type: "text", text: decodeEntities(raw) });
  };

  while (position < html.length) {
    const lt = html.indexOf("<", position);
    if (lt === -1) {
      pushText(html.slice(position));
      break;
    }
    pushText(html.slice(position, lt));

    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt);
      position = end === -1 ? html.length : end + 1;
      continue;
    }

    const closing = html[lt + 1] === "/";
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + 80));
    if (!nameMatch) {
      pushText("<");
      position = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const end = findTagEnd(html, lt + (closing ? 2 : 1) + nameMatch[0].length);
    if (closing) {
      tokens.push({ type: "close", name });
      position = end;
      continue;
    }
    const inner = html.slice(lt + 1 + nameMatch[0].length, end - 1);
    tokens.push({ type: "open", name, attributes: parseAttributes(inner) });
    position = end;

    if (RAW_TEXT.has(name) && !/\/\s*$/.test(inner)) {
      const closer = new RegExp(`</${name}`, "gi");
      closer.lastIndex = position;
      const closeAt = closer.exec(html)?.index ?? -1;
      const contentEnd = closeAt === -1 ? html.length : closeAt;
      pushText(html.slice(position, contentEnd));
      tokens.push({ type: "close", name });
      position = closeAt === -1 ? html.length : findTagEnd(html, closeAt + name.length + 2);
    }
  }
  return tokens;
}

/** The index just past the ">" that ends a tag, skipping ">" inside quoted attribute values. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return index + 1;
    }
  }
  return html.length;
}

function parseAttributes(inner: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of inner.matchAll(pattern)) {
    const name = (match[1] ?? "").toLowerCase();
    if (name !== "" && !(name in attributes)) {
      attributes[name] = decodeAttributeEntities(match[2] ?? match[3] ?? match[4] ?? "");
    }
  }
  return attributes;
}

/**
 * Character references in text, as a browser decodes them: all 2,231 named references of the HTML
 * standard (m&sup2;, &rarr;, &hellip;), numeric ones including Windows-1252's &#150; for a dash,
 * and the legacy ones written without the semicolon (&amp, &copy). The `entities` package follows
 * the standard's tables, which the scraper's own list of 45 did not.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  // For the text the scraper keeps, &nbsp; is a space and &shy; (a hyphenation hint) is nothing.
  return decodeHTML(text).replaceAll("\u00a0", " ").replaceAll("\u00ad", "");
}

/** In an attribute value "&copy=1" in a link stays as written (the standard's attribute rule). */
function decodeAttributeEntities(text: string): string {
  return text.includes("&") ? decodeHTMLAttribute(text) : text;
}
