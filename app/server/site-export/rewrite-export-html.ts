/**
 * Turns a rendered customer page into a file of a static copy of the site (issue 12, "Hent hele
 * hjemmesiden"): every address of the site becomes a relative file name, so the copy opens from disk
 * (file://) and works on any static host. Pages are files at the top (index.html, {slug}.html), images
 * and CSS keep their paths without the leading slash (media/..., assets/..., site-images/...). What only
 * the live site can do (the quote form and its page) stays a link to the live site. Pure.
 */

export type ExportLinks = {
  /** Site paths that are files in the copy ("/", "/om-os", "/privatlivspolitik"), each with its file. */
  pageFiles: ReadonlyMap<string, string>;
  /** The live site's origin, for everything else that is root-relative. */
  liveOrigin: string;
};

export type RewrittenPage = { html: string; files: string[] };

/**
 * The copy's file of each page: its exportFileName, or with "-2", "-3" … when an earlier page has that
 * name already (a project "i-roskilde" and the town page /udfoerte-opgaver/i/roskilde).
 */
export function exportFileNames(sitePaths: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const taken = new Set<string>();
  for (const sitePath of sitePaths) {
    const base = exportFileName(sitePath).slice(0, -".html".length);
    let file = `${base}.html`;
    for (let n = 2; taken.has(file); n++) file = `${base}-${n}.html`;
    taken.add(file);
    files.set(sitePath, file);
  }
  return files;
}

/** The copy's file name of a page's site path (pages are files at the top: /a/b becomes a-b.html). */
function exportFileName(sitePath: string): string {
  if (sitePath === "/") return "index.html";
  // Safe on its own (F10): a stored slug is never trusted to be one plain name inside the zip.
  const name = sitePath
    .slice(1)
    .toLowerCase()
    .replace(/[^a-z0-9æøå-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
  return `${name || "side"}.html`;
}

// Case-insensitive: React writes `srcSet` and `imageSrcSet` (a preload link) as it spells them, and
// HTML attribute names ignore case; a missed srcset left the -480/-960 variants pointing at the server.
const ATTRIBUTE = /(?<![\w-])(href|src|srcset|imagesrcset|action)="([^"]*)"/gi;
// The homepage's quote form posts to the live site: the copy leaves it out (its links stay live).
const QUOTE_SECTION = /<section id="tilbud"[\s\S]*?<\/section>/g;
// Phone taps are counted for the live site only (issue 25); a copy elsewhere reports to nobody.
const PING = /\sping="[^"]*"/gi;

export function rewriteExportHtml(html: string, links: ExportLinks): RewrittenPage {
  const files = new Set<string>();
  const one = (value: string): string => {
    if (!value.startsWith("/") || value.startsWith("//")) return value;
    const cut = value.search(/[?#]/);
    const path = cut === -1 ? value : value.slice(0, cut);
    const rest = cut === -1 ? "" : value.slice(cut);
    const hash = rest.startsWith("#") ? rest : rest.includes("#") ? rest.slice(rest.indexOf("#")) : "";
    const page = links.pageFiles.get(path);
    if (page) return page + hash;
    if (isFile(path)) {
      files.add(path);
      return path.slice(1);
    }
    return links.liveOrigin + value;
  };
  const out = html
    .replace(QUOTE_SECTION, "")
    .replace(PING, "")
    .replace(ATTRIBUTE, (_match, name: string, value: string) => {
      const decoded = value.replaceAll("&amp;", "&");
      const rewritten = /srcset$/i.test(name)
        ? decoded
            .split(",")
            .map((part) => {
              const [url = "", ...descriptor] = part.trim().split(/\s+/);
              return [one(url), ...descriptor].join(" ");
            })
            .join(", ")
        : one(decoded);
      return `${name}="${rewritten.replaceAll("&", "&amp;")}"`;
    });
  return { html: out, files: [...files] };
}

/** Uploads, build assets and public files (a dot in the last segment): copied into the zip. */
function isFile(path: string): boolean {
  return path.startsWith("/media/") || path.startsWith("/assets/") || /\/[^/]+\.[a-z0-9]+$/i.test(path);
}
