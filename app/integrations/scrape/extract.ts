import { emailFromMailtoLink, emailFromText, phoneFromTelLink, phoneFromText } from "./contact";
import { tokenizeHtml, VOID_ELEMENTS } from "./html";
import type { ScrapedImage, ScrapeResult } from "./types";

/**
 * Reads an old website's HTML into what onboarding can reuse: the readable text of the main content
 * (for the AI writer), a logo, a phone number and an e-mail address.
 */

const MAX_MAIN_CONTENT = 5000;
const MAX_IMAGES = 12;
/** Below this (when the page says) an image is an icon or a badge, not a photo of work. */
const MIN_PHOTO_SIDE = 200;

/** Never text: code, styling, embedded documents, form widgets and the document head. */
const HIDDEN = new Set([
  "head",
  "title",
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "canvas",
  "select",
  "textarea",
  "button",
]);
const HEAD_CONTENT = new Set([
  "head",
  "meta",
  "link",
  "title",
  "script",
  "style",
  "base",
  "noscript",
  "template",
]);
/** Page furniture: it may hold contact details, but it is not the page's content. */
// Not <form>: old ASP.NET sites wrap the whole page in one.
const FURNITURE = new Set(["nav", "footer", "aside", "dialog", "menu"]);
const FURNITURE_ROLES = new Set(["navigation", "banner", "contentinfo", "complementary", "search", "dialog"]);
const COOKIE_BANNER = /cookie|consent|gdpr/i;
/** Sites put state classes like "cookies-accepted" on these; that must not hide the whole page. */
const PAGE_WRAPPERS = new Set(["html", "body", "main", "article"]);
/** Elements that break words apart; inline ones (a, b, span) do not. */
const BLOCK = new Set(
  "address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td th thead tr ul".split(
    " ",
  ),
);

type Frame = {
  name: string;
  hidden: boolean;
  furniture: boolean;
  inMain: boolean;
  inArticle: boolean;
  inHeader: boolean;
  /** An ancestor is named like a logo holder (class="logo", id="site-brand"). */
  logoHolder: boolean;
  /** An ancestor holds other companies' logos (partners, suppliers, certificates). */
  logoWall: boolean;
};

const ROOT: Frame = {
  name: "#root",
  hidden: false,
  furniture: false,
  inMain: false,
  inArticle: false,
  inHeader: false,
  logoHolder: false,
  logoWall: false,
};

export function extractFromHtml(html: string, pageUrl: string): ScrapeResult {
  const stack: Frame[] = [];
  const text = { main: [] as string[], article: [] as string[], body: [] as string[], all: [] as string[] };
  const logos: { url: string; score: number }[] = [];
  const images: ScrapedImage[] = [];
  let baseUrl = pageUrl;
  let ogImage: string | null = null;
  let touchIcon: string | null = null;
  let phone: string | null = null;
  let email: string | null = null;

  const top = () => stack.at(-1) ?? ROOT;
  const resolve = (href: string | undefined) => absoluteHttpUrl(href, baseUrl);
  const separate = () => {
    for (const parts of Object.values(text)) parts.push(" ");
  };

  for (const token of tokenizeHtml(html)) {
    if (token.type === "text") {
      const frame = top();
      if (frame.hidden) continue;
      text.all.push(token.text);
      if (frame.furniture) continue;
      text.body.push(token.text);
      if (frame.inMain) text.main.push(token.text);
      if (frame.inArticle) text.article.push(token.text);
      continue;
    }
    if (token.type === "close") {
      const index = stack.findLastIndex((frame) => frame.name === token.name);
      if (index !== -1) stack.length = index;
      if (BLOCK.has(token.name)) separate();
      continue;
    }

    const { name, attributes } = token;
    // Like a browser, end an unclosed <head> as soon as body content starts.
    const headIndex = HEAD_CONTENT.has(name) ? -1 : stack.findIndex((frame) => frame.name === "head");
    if (headIndex !== -1) stack.length = headIndex;
    if (BLOCK.has(name)) separate();
    if (name === "base" && attributes.href) baseUrl = resolve(attributes.href) ?? baseUrl;
    if (
      name === "meta" &&
      /^og:image(:url|:secure_url)?$/i.test(attributes.property ?? attributes.name ?? "")
    ) {
      ogImage ??= resolve(attributes.content);
    }
    if (name === "link" && /(^|\s)apple-touch-icon(-precomposed)?(\s|$)/i.test(attributes.rel ?? "")) {
      touchIcon ??= resolve(attributes.href);
    }
    if (name === "a" && attributes.href) {
      phone ??= phoneFromTelLink(attributes.href);
      email ??= emailFromMailtoLink(attributes.href);
    }
    if (name === "img") {
      const candidate = logoCandidate(attributes, top(), resolve);
      if (candidate) logos.push(candidate);
      else {
        const photo = photoCandidate(attributes, top(), resolve);
        if (photo && images.length < MAX_IMAGES && !images.some((image) => image.url === photo.url))
          images.push(photo);
      }
    }
    if (!VOID_ELEMENTS.has(name)) stack.push(childFrame(top(), name, attributes));
  }

  const bestLogo = logos.reduce<{ url: string; score: number } | null>(
    (best, candidate) => (candidate.score > (best?.score ?? 0) ? candidate : best),
    null,
  );
  const main = [text.main, text.article, text.body].map(readable).find((content) => content !== "") ?? "";
  const allText = readable(text.all);
  return {
    mainContent: truncateAtWord(main, MAX_MAIN_CONTENT),
    logo: bestLogo?.url ?? ogImage ?? touchIcon,
    phone: phone ?? phoneFromText(allText),
    email: email ?? emailFromText(allText),
    images: images.filter((image) => image.url !== bestLogo?.url),
  };
}

/**
 * An <img> that may be a photo of the firm's work: visible, not in the site's furniture or a wall of
 * partner logos, not an SVG or an inline image, and not said to be small.
 */
function photoCandidate(
  attributes: Record<string, string>,
  parent: Frame,
  resolve: (href: string | undefined) => string | null,
): ScrapedImage | null {
  if (parent.hidden || parent.logoWall || parent.furniture || parent.logoHolder) return null;
  const url = resolve(imageSource(attributes));
  if (!url || /\.svg(?:[?#]|$)/i.test(url)) return null;
  const sides = [attributes.width, attributes.height].map((value) => Number.parseInt(value ?? "", 10));
  if (sides.some((side) => Number.isFinite(side) && side < MIN_PHOTO_SIDE)) return null;
  if (/icon|sprite|pixel|spacer|badge|flag|avatar/i.test(url)) return null;
  return { url, alt: (attributes.alt ?? "").replace(/\s+/g, " ").trim().slice(0, 120) };
}

function childFrame(parent: Frame, name: string, attributes: Record<string, string>): Frame {
  const role = (attributes.role ?? "").toLowerCase();
  const naming = `${attributes.id ?? ""} ${attributes.class ?? ""}`;
  const inContent = parent.inMain || parent.inArticle;
  const hidden =
    parent.hidden ||
    HIDDEN.has(name) ||
    "hidden" in attributes ||
    attributes["aria-hidden"] === "true" ||
    (COOKIE_BANNER.test(naming) && !PAGE_WRAPPERS.has(name));
  // A <header> inside an article is the article's heading; at page level it is the site's banner.
  const furniture =
    parent.furniture || FURNITURE.has(name) || FURNITURE_ROLES.has(role) || (name === "header" && !inContent);
  return {
    name,
    hidden,
    furniture,
    inMain: parent.inMain || name === "main" || role === "main",
    inArticle: parent.inArticle || name === "article",
    inHeader: parent.inHeader || name === "header" || role === "banner",
    logoHolder: parent.logoHolder || /logo|brand/i.test(naming),
    logoWall: parent.logoWall || /logos|partner|sponsor|leverand|certifi|samarbejd|brands/i.test(naming),
  };
}

/**
 * Scores an <img> as the site's logo: named "logo" itself or inside a logo holder, better still in the
 * site header. Images in a wall of partner logos never count.
 */
function logoCandidate(
  attributes: Record<string, string>,
  parent: Frame,
  resolve: (href: string | undefined) => string | null,
): { url: string; score: number } | null {
  if (parent.logoWall || parent.hidden) return null;
  const src = imageSource(attributes);
  const url = resolve(src);
  if (!url) return null;
  const ownHint = /logo/i.test(
    `${attributes.id ?? ""} ${attributes.class ?? ""} ${attributes.alt ?? ""} ${src?.split(/[?#]/)[0] ?? ""}`,
  );
  if (!ownHint && !parent.logoHolder) return null;
  return { url, score: (ownHint ? 2 : 0) + (parent.logoHolder ? 2 : 0) + (parent.inHeader ? 1 : 0) };
}

/** The image's real address, also for lazy-loading markup where src is only a placeholder. */
function imageSource(attributes: Record<string, string>): string | undefined {
  const real = [
    attributes.src,
    attributes["data-src"],
    attributes["data-lazy-src"],
    attributes["data-original"],
  ];
  const direct = real.find((value) => value && !value.trim().startsWith("data:"));
  if (direct) return direct.trim();
  const srcset = attributes.srcset ?? attributes["data-srcset"];
  return srcset?.trim().split(/\s+/)[0]?.replace(/,$/, "");
}

function absoluteHttpUrl(href: string | undefined, base: string): string | null {
  if (!href || href.trim() === "") return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function readable(parts: string[]): string {
  return parts.join("").replace(/\s+/g, " ").trim();
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trim();
}
