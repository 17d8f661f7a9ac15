import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { env } from "~/config/env.server";
import { markHostsChanged } from "./host-marks.server";

/**
 * The site-files store (docs/decisions/026-published-site-files.md): every published customer page as
 * files, written when the site changes and read on every request without the database.
 *
 *   <root>/sites/<companyId>/current    symlink → the generation being served (swapped with rename)
 *   <root>/sites/<companyId>/g…/        one generation: manifest.json, p<N>.html(.gz|.br), paused.html
 *   <root>/hosts/<key>                  symlink → ../sites/<companyId>  (s:<subdomain>, d:<domain>, c:<cvr>)
 *   <root>/expiring/<companyId>         the ms at which a page of the site changes by itself (holidays)
 *   <root>/host-marks                   random bytes per slot of host keys, new after each link change
 *
 * A generation directory never changes once its manifest is written, so anything read from it may be
 * kept in memory under its path; only the two kinds of symlink change, each with one rename, and after
 * them the marks of the hosts they concern (host-marks.server.ts).
 */

/** One rendered page of a generation: what its headers are made of, and its file. */
export type FilePage = {
  status: number;
  contentType: string;
  etag: string;
  /** When the page changes by itself (a holiday closure starts or ends), ms; null: only edits change it. */
  expiresAt: number | null;
  /** p<N>: the page's files are <file>.html, <file>.html.gz and <file>.html.br. */
  file: string;
  /** Body lengths: identity, gzip and brotli (null when that variant is not smaller). */
  lengths: [number, number | null, number | null];
  /** Counted as a page view (not sitemap.xml and robots.txt). */
  countView: boolean;
  /** X-Robots-Tag (issue 27: "noindex" while the CVR ownership is unproved); absent: none. */
  robots?: string | null;
};

export type SiteFilesManifest = {
  companyId: string;
  /** companies.version the files were rendered at (part of every ETag). */
  version: number;
  /**
   * The database they were rendered from (database-identity.server.ts): files from before a restore
   * into a new database are not served. Absent in files written before it was recorded.
   */
  database?: string;
  /** The build that rendered them and when it was built (ms): a newer build renders the site again. */
  build: string;
  builtAt: number;
  renderedAt: number;
  ownDomain: string | null;
  pauseAt: number | null;
  /** Issue 27: when the site pauses for want of a proved CVR ownership (ms); absent or null: never. */
  ownershipPauseAt?: number | null;
  /** The host keys this site answers to. */
  hosts: string[];
  /** "<form>:<site path>" → page; form "site" (subdomain and own domain) or "cvr" (main host /{cvr}). */
  pages: Record<string, FilePage>;
  /** The pause page (billing, docs/decisions/014), rendered with the rest. */
  paused: { status: number; headers: Record<string, string>; length: number } | null;
};

export function siteFilesRoot(): string {
  const config = env();
  return path.resolve(config.SITE_FILES_DIR ?? path.join(config.dataDir, "site-files"));
}

const sitesDir = (root: string) => path.join(root, "sites");
const hostsDir = (root: string) => path.join(root, "hosts");
const expiringDir = (root: string) => path.join(root, "expiring");

/** A host key as a file name: keys are lower-case host names or digits, with a one-letter prefix. */
function hostFileName(key: string): string | null {
  return /^[scd]:[a-z0-9.-]{1,253}$/.test(key) && !key.includes("..") ? key : null;
}

/** The generation directory a host key is served from now, or null (no files: ask the database). */
export function currentGeneration(root: string, key: string): string | null {
  const name = hostFileName(key);
  if (!name) return null;
  try {
    const siteDir = path.join(hostsDir(root), fs.readlinkSync(path.join(hostsDir(root), name)));
    return path.join(siteDir, fs.readlinkSync(path.join(siteDir, "current")));
  } catch {
    return null;
  }
}

/**
 * The path of a host key's `current` link (null: not a host key). Reading it is one readlink: the kernel
 * follows the host's link to the site's directory on the way to its `current` link. Generation names
 * carry a time and random bytes, so a name with its host key names one generation for good
 * (currentGeneration gives its directory, once).
 */
export function currentLinkOf(root: string, key: string): string | null {
  const name = hostFileName(key);
  return name ? `${root}/hosts/${name}/current` : null;
}

const MAX_MANIFESTS = 5000;
const manifests = new Map<string, SiteFilesManifest>();

/**
 * A generation's manifest (kept in memory: a generation never changes), or null when unreadable. Its
 * header values are checked once here (as setHeader would), so they can be written unchecked per request.
 */
export function readManifest(generation: string): SiteFilesManifest | null {
  let manifest = manifests.get(generation);
  if (!manifest) {
    try {
      manifest = JSON.parse(
        fs.readFileSync(path.join(generation, "manifest.json"), "utf8"),
      ) as SiteFilesManifest;
      for (const page of Object.values(manifest.pages)) {
        http.validateHeaderValue("ETag", page.etag);
        http.validateHeaderValue("Content-Type", page.contentType);
        if (page.robots) http.validateHeaderValue("X-Robots-Tag", page.robots);
      }
    } catch {
      return null;
    }
    // The oldest out first: a bound, without dropping every entry at once.
    if (manifests.size >= MAX_MANIFESTS) manifests.delete(manifests.keys().next().value!);
    manifests.set(generation, manifest);
  }
  return manifest;
}

/** The manifest a company's site is served from now (null: none). */
export function currentManifest(root: string, companyId: string): SiteFilesManifest | null {
  try {
    const siteDir = path.join(sitesDir(root), companyId);
    return readManifest(path.join(siteDir, fs.readlinkSync(path.join(siteDir, "current"))));
  } catch {
    return null;
  }
}

/** What a generation holds before it is written: the manifest and each file's bytes. */
export type NewGeneration = { manifest: SiteFilesManifest; files: Map<string, Buffer> };

/**
 * Writes a generation and makes it the site's current one: files and manifest into a new directory,
 * then one rename of the `current` symlink. A crash before the rename leaves the old generation
 * served (the half-written directory is never pointed at and is swept later); after it, the new one.
 * `beforeSwap` lets a test stop in between.
 */
export function writeGeneration(root: string, next: NewGeneration, beforeSwap?: () => void): string {
  const { manifest } = next;
  const siteDir = path.join(sitesDir(root), manifest.companyId);
  const name = `g${manifest.version}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString("hex")}`;
  const generation = path.join(siteDir, name);
  fs.mkdirSync(generation, { recursive: true });
  for (const [file, body] of next.files) fs.writeFileSync(path.join(generation, file), body);
  // The manifest last: a generation without one is incomplete and never served.
  fs.writeFileSync(path.join(generation, "manifest.json"), JSON.stringify(manifest));
  beforeSwap?.();
  const previous = currentManifest(root, manifest.companyId);
  let previousName: string | null = null;
  try {
    previousName = fs.readlinkSync(path.join(siteDir, "current"));
  } catch {}
  swapLink(path.join(siteDir, "current"), name);
  linkHosts(root, manifest, previous);
  // After the links: a reader that sees the new marks reads the new links (host-marks.server.ts).
  markHostsChanged(root, [...manifest.hosts, ...(previous?.hosts ?? [])]);
  markExpiry(root, manifest);
  sweepGenerations(siteDir, [name, previousName]);
  return generation;
}

/**
 * The build files (/assets/*: CSS, fonts) the pages reference, copied into the store once: files
 * rendered by an earlier build keep their stylesheet after a new release replaced the build folder,
 * until the refresh job has rendered the site again (server/app.ts serves this folder after the
 * build's own /assets).
 */
export function keepAssets(root: string, assetsDir: string, bodies: Iterable<Buffer>): void {
  const names = new Set<string>();
  for (const body of bodies) {
    for (const match of body.toString("latin1").matchAll(/\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)/g))
      names.add(match[1]!);
  }
  const dir = storedAssetsDir(root);
  for (const name of names) {
    const target = path.join(dir, name);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.copyFileSync(path.join(assetsDir, name), target);
    } catch {}
  }
}

export const storedAssetsDir = (root: string) => path.join(root, "assets");

/** Drops a site's current generation (its pages then come from the database and the renderer again). */
export function withdrawSite(root: string, companyId: string): void {
  const served = currentManifest(root, companyId);
  const link = path.join(sitesDir(root), companyId, "current");
  if (!served && !isLink(link)) return;
  fs.rmSync(link, { force: true });
  // Its hosts; all of them when its manifest cannot be read (a reader may still hold the generation).
  markHostsChanged(root, served?.hosts ?? null);
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Replaces a symlink atomically: a new link under a temporary name, renamed over the old one. */
function swapLink(link: string, target: string): void {
  const temporary = `${link}.${crypto.randomBytes(6).toString("hex")}`;
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, link);
}

function linkHosts(root: string, manifest: SiteFilesManifest, previous: SiteFilesManifest | null): void {
  const dir = hostsDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join("..", "sites", manifest.companyId);
  for (const key of manifest.hosts) {
    const name = hostFileName(key);
    if (!name) continue;
    const link = path.join(dir, name);
    let existing: string | null = null;
    try {
      existing = fs.readlinkSync(link);
    } catch {}
    if (existing !== target) swapLink(link, target);
  }
  // A host the site no longer has (a changed subdomain, a removed domain), unless another site took it.
  for (const key of previous?.hosts ?? []) {
    const name = hostFileName(key);
    if (!name || manifest.hosts.includes(key)) continue;
    const link = path.join(dir, name);
    try {
      if (fs.readlinkSync(link) === target) fs.rmSync(link, { force: true });
    } catch {}
  }
}

function markExpiry(root: string, manifest: SiteFilesManifest): void {
  const dir = expiringDir(root);
  const file = path.join(dir, manifest.companyId);
  const expiries = Object.values(manifest.pages)
    .map((page) => page.expiresAt)
    .filter((at): at is number => at !== null);
  if (expiries.length === 0) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, String(Math.min(...expiries)));
}

/** The companies with a site directory in the store (published at least once), by id. */
export function siteIdsInStore(root: string): string[] {
  try {
    return fs
      .readdirSync(sitesDir(root))
      .filter((name) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(name));
  } catch {
    return [];
  }
}

/** Sites whose pages change by themselves at or before `now` (holiday boundaries). */
export function sitesExpiringBy(root: string, now: number): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(expiringDir(root));
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      return Number(fs.readFileSync(path.join(expiringDir(root), name), "utf8")) <= now;
    } catch {
      return false;
    }
  });
}

/**
 * Keeps the current generation and the one it replaced (a request on another instance may still be
 * reading that one) and removes the rest, half-written ones included. Publishes of one site never
 * run at the same time (publish-site.server.ts), so nothing removed here is being written.
 */
function sweepGenerations(siteDir: string, keep: Array<string | null>): void {
  for (const entry of fs.readdirSync(siteDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !keep.includes(entry.name))
      fs.rmSync(path.join(siteDir, entry.name), { recursive: true, force: true });
  }
}
