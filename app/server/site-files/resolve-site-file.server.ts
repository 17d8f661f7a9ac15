import fs from "node:fs";
import path from "node:path";
import { isSitePaused } from "~/server/billing/paused-site.server";
import { isPageFresh, SITE_CACHE_CONTROL } from "~/server/sites/serve-site-page.server";
import { classifyHost, type Zone } from "~/server/tenancy/classify-host";
import { isProductPath } from "~/server/tenancy/site-paths";
import {
  currentGeneration,
  type FilePage,
  readManifest,
  type SiteFilesManifest,
  siteFilesRoot,
} from "./site-files-store.server";

/** On the main host a site is shown at /{cvr} and /{cvr}/{slug} (as server/site-request.ts). */
// Deeper paths too: the project pages (issue 26) are /{cvr}/udfoerte-opgaver/{slug}.
const MAIN_HOST_SITE_PATH = /^\/(\d{8})(?:\/([^/]+(?:\/[^/]+)*))?$/;

/** What the files say about a request, without the database. */
export type SiteFileAnswer =
  | { kind: "page"; manifest: SiteFilesManifest; generation: string; page: FilePage; viewPath: string }
  | { kind: "paused"; manifest: SiteFilesManifest; generation: string }
  | { kind: "redirect"; location: string };

/**
 * Host and raw URL → the answer the site's current files give, or null when they give none (an unknown
 * host or path, a query string, a page past its own expiry, no files yet): then the request goes to the
 * database and the renderer as before. Costs two readlinks and, once per generation, one manifest read.
 */
export function resolveSiteFile(rawHost: string, url: string, rootDomain: string): SiteFileAnswer | null {
  // Only plain paths in normal form; anything else is the live path's business.
  if (
    url.includes("?") ||
    url.includes("%") ||
    url.includes("//") ||
    url.includes("/.") ||
    !url.startsWith("/")
  )
    return null;
  const zone = zoneOf(rawHost, rootDomain);
  let key: string;
  let form: "site" | "cvr";
  let sitePagePath: string;
  if (zone.kind === "main") {
    const match = MAIN_HOST_SITE_PATH.exec(url);
    if (!match) return null;
    key = `c:${match[1]}`;
    form = "cvr";
    sitePagePath = match[2] ? `/${match[2]}` : "/";
  } else if (zone.kind === "subdomain" || zone.kind === "custom") {
    if (isProductPath(url)) return null;
    key = zone.kind === "subdomain" ? `s:${zone.subdomain}` : `d:${zone.host.replace(/^www\./, "")}`;
    form = "site";
    sitePagePath = url;
  } else return null;

  const root = siteFilesRootCached();
  const generation = currentGeneration(root, key);
  const manifest = generation ? readManifest(generation) : null;
  // The host must still be the site's (a changed subdomain or a domain that moved is asked again).
  if (!generation || !manifest?.hosts.includes(key)) return null;
  if (manifest.paused && isSitePaused(manifest)) return { kind: "paused", manifest, generation };
  const page = manifest.pages[`${form}:${sitePagePath}`];
  if (!page || !isPageFresh(page)) return null;
  if (manifest.ownDomain && zone.kind !== "custom") {
    // docs/decisions/019: the own domain is the site's one address (a page path has no redirect of its own).
    return { kind: "redirect", location: `https://${manifest.ownDomain}${sitePagePath}` };
  }
  return { kind: "page", manifest, generation, page, viewPath: sitePagePath };
}

// classifyHost per distinct Host header (it lower-cases, strips the port and matches the root domain).
const MAX_HOSTS = 10_000;
const zones = new Map<string, Zone>();
function zoneOf(rawHost: string, rootDomain: string): Zone {
  let zone = zones.get(rawHost);
  if (!zone) {
    zone = classifyHost(rawHost, rootDomain);
    if (zones.size >= MAX_HOSTS) zones.clear();
    zones.set(rawHost, zone);
  }
  return zone;
}

/** The bytes of one variant of a page; null when the generation is gone (swept since it was resolved). */
export function readPageBody(
  answer: { generation: string; page: FilePage },
  variant: "br" | "gzip" | "identity",
) {
  const ext = variant === "br" ? ".br" : variant === "gzip" ? ".gz" : "";
  try {
    return fs.readFileSync(path.join(answer.generation, `${answer.page.file}.html${ext}`));
  } catch {
    return null;
  }
}

export function readPausedBody(generation: string): Buffer | null {
  try {
    return fs.readFileSync(path.join(generation, "paused.html"));
  } catch {
    return null;
  }
}

/** The page headers of a file page, as cachedPageHeaders gives them for the same page in the cache. */
export function filePageHeaders(
  page: FilePage,
  variant: "br" | "gzip" | "identity" | "304",
): Record<string, string> {
  const common = { ETag: page.etag, "Cache-Control": SITE_CACHE_CONTROL, Vary: "Accept-Encoding" };
  if (variant === "304") return common;
  const length = variant === "br" ? page.lengths[2] : variant === "gzip" ? page.lengths[1] : page.lengths[0];
  if (length === null) throw new Error(`the page has no ${variant} body`);
  const headers: Record<string, string> = {
    ...common,
    "Content-Type": page.contentType,
    "Content-Length": String(length),
  };
  if (page.robots) headers["X-Robots-Tag"] = page.robots;
  if (variant !== "identity") headers["Content-Encoding"] = variant;
  return headers;
}

let rootMemo: { dir: string; at: string | undefined } | null = null;
/** siteFilesRoot() once per setting (it resolves paths; this runs on every request). */
function siteFilesRootCached(): string {
  const setting = process.env.SITE_FILES_DIR;
  if (!rootMemo || rootMemo.at !== setting) rootMemo = { dir: siteFilesRoot(), at: setting };
  return rootMemo.dir;
}
