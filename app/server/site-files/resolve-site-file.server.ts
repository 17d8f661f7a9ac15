import fs from "node:fs";
import path from "node:path";
import { type Env, env } from "~/config/env.server";
import { isSitePaused } from "~/server/billing/paused-site.server";
import { isPageFresh, SITE_CACHE_CONTROL } from "~/server/sites/serve-site-page.server";
import { classifyHost } from "~/server/tenancy/classify-host";
import { isProductPath } from "~/server/tenancy/site-paths";
import { isFromThisDatabase } from "./database-identity.server";
import { pageBodies } from "./page-bodies.server";
import {
  currentGeneration,
  currentGenerationName,
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
 * database and the renderer as before. Costs one readlink (the host's current generation, read on every
 * request: another instance may have published a moment ago) and, once per generation, the manifest.
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
  const host = hostOf(rawHost, rootDomain);
  if (!host) return null;
  let key: string;
  let form: "site" | "cvr";
  let sitePagePath: string;
  if (host === MAIN) {
    const match = MAIN_HOST_SITE_PATH.exec(url);
    if (!match) return null;
    key = `c:${match[1]}`;
    form = "cvr";
    sitePagePath = match[2] ? `/${match[2]}` : "/";
  } else {
    if (isProductPath(url)) return null;
    key = host.key;
    form = "site";
    sitePagePath = url;
  }

  const served = servedGeneration(key);
  if (!served) return null;
  const { generation, manifest } = served;
  // Rendered from another database (a backup restored into a new one): the live path answers from the
  // restored rows until the refresh job has rendered the site again.
  if (!isFromThisDatabase(manifest.database)) return null;
  if (manifest.paused && isSitePaused(manifest)) return { kind: "paused", manifest, generation };
  const page = manifest.pages[`${form}:${sitePagePath}`];
  if (!page || !isPageFresh(page)) return null;
  if (manifest.ownDomain && (host === MAIN || !host.custom)) {
    // docs/decisions/019: the own domain is the site's one address (a page path has no redirect of its own).
    return { kind: "redirect", location: `https://${manifest.ownDomain}${sitePagePath}` };
  }
  return { kind: "page", manifest, generation, page, viewPath: sitePagePath };
}

// What a Host header names, per distinct header (classifyHost lower-cases, strips the port and matches
// the root domain): the main host, or a site's host key (subdomain, or own domain without "www.").
const MAIN = "main";
type HostKey = typeof MAIN | { key: string; custom: boolean };
const MAX_HOSTS = 10_000;
const hosts = new Map<string, HostKey | null>();
function hostOf(rawHost: string, rootDomain: string): HostKey | null {
  let host = hosts.get(rawHost);
  if (host === undefined) {
    const zone = classifyHost(rawHost, rootDomain);
    host =
      zone.kind === "main"
        ? MAIN
        : zone.kind === "subdomain"
          ? { key: `s:${zone.subdomain}`, custom: false }
          : zone.kind === "custom"
            ? { key: `d:${zone.host.replace(/^www\./, "")}`, custom: true }
            : null;
    if (hosts.size >= MAX_HOSTS) hosts.delete(hosts.keys().next().value!);
    hosts.set(rawHost, host);
  }
  return host;
}

// Generation name → its directory. The name is read on every request (one readlink: another instance
// may have published a moment ago); the directory behind it never changes. A name is unique in practice
// (a version, a time and random bytes); should two sites' names ever meet, the manifest's host list
// below sends the request the long way, never to the other site. Only strings: the manifests themselves
// are the store's bounded cache.
const MAX_GENERATIONS = 20_000;
const generationDirs = new Map<string, string>();
function servedGeneration(key: string): { generation: string; manifest: SiteFilesManifest } | null {
  const root = siteFilesRootCached();
  const name = currentGenerationName(root, key);
  if (!name) return null;
  let generation = generationDirs.get(name) ?? null;
  let manifest = generation ? readManifest(generation) : null;
  if (!manifest?.hosts.includes(key)) {
    generation = currentGeneration(root, key);
    manifest = generation ? readManifest(generation) : null;
    // The host must still be the site's (a changed subdomain or a domain that moved is asked again).
    if (!generation || !manifest?.hosts.includes(key)) return null;
    if (generationDirs.size >= MAX_GENERATIONS) generationDirs.delete(generationDirs.keys().next().value!);
    // Published again between the two reads: the newer generation is served, under its own name.
    generationDirs.set(path.basename(generation), generation);
  }
  return { generation: generation!, manifest };
}

const EXTENSIONS = { br: ".br", gzip: ".gz", identity: "" } as const;
const LENGTH_INDEX = { identity: 0, gzip: 1, br: 2 } as const;

/** The bytes of one variant of a page; null when the generation is gone (swept since it was resolved). */
export function readPageBody(
  answer: { generation: string; page: FilePage },
  variant: "br" | "gzip" | "identity",
): Buffer | null {
  return pageBody(answer, variant, false);
}

/**
 * readPageBody for a caller that writes the bytes to the socket at once and then calls
 * givePageBodyBack: they may sit in a buffer the next request reuses (page-bodies.server.ts).
 */
export function lendPageBody(
  answer: { generation: string; page: FilePage },
  variant: "br" | "gzip" | "identity",
): Buffer | null {
  return pageBody(answer, variant, true);
}

export function givePageBodyBack(body: Buffer, stillWriting: boolean): void {
  pageBodies.giveBack(body, stillWriting);
}

function pageBody(
  answer: { generation: string; page: FilePage },
  variant: "br" | "gzip" | "identity",
  lend: boolean,
): Buffer | null {
  const length = answer.page.lengths[LENGTH_INDEX[variant]];
  if (length === null) return null;
  const file = `${answer.generation}/${answer.page.file}.html${EXTENSIONS[variant]}`;
  return lend ? pageBodies.lend(file, length) : pageBodies.read(file, length);
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

let rootMemo: { dir: string; of: Env } | null = null;
/** siteFilesRoot() once per configuration (it resolves paths; this runs on every request). */
function siteFilesRootCached(): string {
  const config = env();
  if (rootMemo?.of !== config) rootMemo = { dir: siteFilesRoot(), of: config };
  return rootMemo.dir;
}
