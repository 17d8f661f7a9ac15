import fs from "node:fs";
import path from "node:path";
import { type Env, env } from "~/config/env.server";
import { isSitePaused } from "~/server/billing/paused-site.server";
import { isPageFresh, SITE_CACHE_CONTROL } from "~/server/sites/serve-site-page.server";
import { classifyHost } from "~/server/tenancy/classify-host";
import { isProductPath } from "~/server/tenancy/site-paths";
import { isFromThisDatabase } from "./database-identity.server";
import { hostMarkSlot, keepMark, readHostMark, sameMark } from "./host-marks.server";
import { type BodySlot, newBodySlot, pageBodies } from "./page-bodies.server";
import {
  currentGeneration,
  currentLinkOf,
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
  | PageAnswer
  | { kind: "paused"; manifest: SiteFilesManifest; generation: string }
  | { kind: "redirect"; location: string };

/**
 * A page of a generation as served: made once per generation and page and given to every request for
 * it (a generation never changes), so it must not be changed, except for the two slots below that
 * page-bodies and the answering door keep their own state in.
 */
export type PageAnswer = {
  kind: "page";
  manifest: SiteFilesManifest;
  generation: string;
  page: FilePage;
  viewPath: string;
  /** What page-bodies.server.ts knows of each variant's file (identity, gzip, br), once asked for. */
  bodies: [BodySlot | null, BodySlot | null, BodySlot | null];
  /**
   * The answering door's own memo for this page (server/site-files-path.ts: prepared headers, the
   * page-view row), kept here rather than in a WeakMap: tens of thousands of weak entries are work
   * for every full collection.
   */
  doorMemo: unknown;
};

/**
 * Host and raw URL → the answer the site's current files give, or null when they give none (an unknown
 * host or path, a query string, a page past its own expiry, no files yet): then the request goes to the
 * database and the renderer as before. Costs one read of the host's mark (whether another instance
 * may have published a moment ago; then, or for a host on the main host's /{cvr} form, one readlink of
 * the host's current generation) and a few lookups in what was read of that generation before; a
 * generation not seen yet costs its manifest.
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
  if (host === MAIN) {
    const match = MAIN_HOST_SITE_PATH.exec(url);
    if (!match) return null;
    const key = `c:${match[1]}`;
    const served = servedGeneration(key, currentLinkOf(rootOf(), key)!);
    if (!served) return null;
    return answerOf(served, "cvr", match[2] ? `/${match[2]}` : "/", true);
  }
  if (isProductPath(url)) return null;
  const served = hostGeneration(host);
  if (!served) return null;
  return answerOf(served, "site", url, !host.custom);
}

/** A generation's answer for a site path; `notOwnDomain`: asked on the main host or a subdomain. */
function answerOf(
  served: Generation,
  form: "site" | "cvr",
  sitePagePath: string,
  notOwnDomain: boolean,
): SiteFileAnswer | null {
  const { manifest } = served;
  // Rendered from another database (a backup restored into a new one): the live path answers from the
  // restored rows until the refresh job has rendered the site again.
  if (!isFromThisDatabase(manifest.database)) return null;
  if (manifest.paused && isSitePaused(manifest)) return served.paused;
  let answers = form === "site" ? served.site : served.cvr;
  if (!answers) {
    // Made on first use: most sites are asked for by one host form (an empty Map is ~1 KB).
    answers = new Map();
    if (form === "site") served.site = answers;
    else served.cvr = answers;
  }
  let answer = answers.get(sitePagePath);
  if (answer === undefined) {
    const page = manifest.pages[`${form}:${sitePagePath}`];
    if (!page) return null;
    answer = {
      kind: "page",
      manifest,
      generation: served.dir,
      page,
      viewPath: sitePagePath,
      bodies: [null, null, null],
      doorMemo: null,
    };
    // Only pages the manifest has: the map is bounded by the generation's pages.
    answers.set(sitePagePath, answer);
  }
  if (!isPageFresh(answer.page)) return null;
  if (manifest.ownDomain && notOwnDomain) {
    // docs/decisions/019: the own domain is the site's one address (a page path has no redirect of its own).
    return { kind: "redirect", location: `https://${manifest.ownDomain}${sitePagePath}` };
  }
  return answer;
}

// What a Host header names, per distinct header (classifyHost lower-cases, strips the port and matches
// the root domain): the main host, or a site's host key (subdomain, or own domain without "www.") with
// the path of its `current` link and what was last read from it (hostGeneration).
const MAIN = "main";
type HostKey = typeof MAIN | SiteHost;
type SiteHost = {
  key: string;
  custom: boolean;
  link: string;
  /** The key's slot in the host marks (host-marks.server.ts), and the bytes it held (HostMark). */
  slot: number;
  low: number;
  high: number;
  /** The generation the link named when those bytes were read (null: not read yet), and when. */
  served: Generation | null;
  checkedAt: number;
};
const MAX_HOSTS = 10_000;
const hosts = new Map<string, HostKey | null>();
let hostsRoot = "";
function hostOf(rawHost: string, rootDomain: string): HostKey | null {
  const root = rootOf();
  if (root !== hostsRoot) {
    // Another store (tests change the configuration): the links named below are under the old one.
    hosts.clear();
    generations.clear();
    hostsRoot = root;
  }
  let host = hosts.get(rawHost);
  if (host === undefined) {
    const zone = classifyHost(rawHost, rootDomain);
    const key =
      zone.kind === "subdomain"
        ? `s:${zone.subdomain}`
        : zone.kind === "custom"
          ? `d:${zone.host.replace(/^www\./, "")}`
          : null;
    const link = key && currentLinkOf(root, key);
    host =
      zone.kind === "main"
        ? MAIN
        : key && link
          ? {
              key,
              custom: zone.kind === "custom",
              link,
              slot: hostMarkSlot(key),
              low: 0,
              high: 0,
              served: null,
              checkedAt: 0,
            }
          : null;
    if (hosts.size >= MAX_HOSTS) hosts.delete(hosts.keys().next().value!);
    hosts.set(rawHost, host);
  }
  return host;
}

/**
 * Longest a host's generation is taken from its unchanged host mark without reading the link. Every
 * change this code makes writes the marks and is seen on the next request; this bounds one that does
 * not: an instance of the release before host marks publishing during the rolling deploy that brings
 * them, or links changed by hand. A minute: long enough that a host visited a few times a minute (a
 * crawler going through a site) reads its link about once.
 */
const RECHECK_MS = 60_000;

/**
 * The generation a site host is served from now. Its `current` link is read again only when the host's
 * slot in the host marks changed since the link was last read (a publish of one of the slot's hosts, on
 * any instance), or RECHECK_MS have passed: on the long tail that saves the readlink, whose walk of the
 * path's directory entries was the largest single cost of a request after the body's own read (ADR 039).
 */
function hostGeneration(host: SiteHost): Generation | null {
  const now = Date.now();
  const readable = readHostMark(rootOf(), host.slot, now);
  const known = host.served;
  if (readable && known && now - host.checkedAt < RECHECK_MS && sameMark(host)) return known;
  // The slot was read before the link: a change after this read writes the slot again.
  const served = servedGeneration(host.key, host.link);
  host.served = readable ? served : null;
  if (readable && served) {
    keepMark(host);
    host.checkedAt = now;
    if (!served.holders.includes(host)) served.holders.push(host);
  }
  return served;
}

/** What was read of one generation: its manifest and the answers made from it so far. */
type Generation = {
  dir: string;
  manifest: SiteFilesManifest;
  site: Map<string, PageAnswer> | null;
  cvr: Map<string, PageAnswer> | null;
  paused: { kind: "paused"; manifest: SiteFilesManifest; generation: string };
  /** The host key last found in the manifest's hosts (most requests for a site come by one host). */
  lastKey: string | null;
  /** The hosts that took it as theirs (hostGeneration): let go of it when it leaves `generations`. */
  holders: SiteHost[];
};

// Generation name → what was read of it. The name is read whenever a host's mark changed (and on every
// request on the main host's /{cvr} form); what is behind it never changes. A name is unique in
// practice (a version, a time and random bytes); should two sites' names ever meet, the manifest's
// host list below sends the request the long way, never to the other site. Bounded as the store's
// manifest cache (site-files-store.server.ts), whose manifests these are.
const MAX_GENERATIONS = 5_000;
const generations = new Map<string, Generation>();
function servedGeneration(key: string, link: string): Generation | null {
  let name: string;
  try {
    name = fs.readlinkSync(link);
  } catch {
    return null;
  }
  const known = generations.get(name);
  if (known && (known.lastKey === key || known.manifest.hosts.includes(key))) {
    known.lastKey = key;
    return known;
  }
  const dir = currentGeneration(rootOf(), key);
  const manifest = dir ? readManifest(dir) : null;
  // The host must still be the site's (a changed subdomain or a domain that moved is asked again).
  if (!dir || !manifest?.hosts.includes(key)) return null;
  const generation: Generation = {
    dir,
    manifest,
    site: null,
    cvr: null,
    paused: { kind: "paused", manifest, generation: dir },
    lastKey: key,
    holders: [],
  };
  if (generations.size >= MAX_GENERATIONS) {
    const [name, oldest] = generations.entries().next().value!;
    generations.delete(name);
    // Nothing keeps it then: the bound holds for what hosts took as theirs too.
    for (const host of oldest.holders) if (host.served === oldest) host.served = null;
  }
  // Published again between the two reads: the newer generation is served, under its own name.
  generations.set(path.basename(dir), generation);
  return generation;
}

const EXTENSIONS = { br: ".br", gzip: ".gz", identity: "" } as const;
const LENGTH_INDEX = { identity: 0, gzip: 1, br: 2 } as const;

/** The bytes of one variant of a page; null when the generation is gone (swept since it was resolved). */
export function readPageBody(answer: PageAnswer, variant: "br" | "gzip" | "identity"): Buffer | null {
  return pageBody(answer, variant, false);
}

/**
 * readPageBody for a caller that writes the bytes to the socket at once and then calls
 * givePageBodyBack: they may sit in a buffer the next request reuses (page-bodies.server.ts).
 */
export function lendPageBody(answer: PageAnswer, variant: "br" | "gzip" | "identity"): Buffer | null {
  return pageBody(answer, variant, true);
}

export function givePageBodyBack(body: Buffer, stillWriting: boolean): void {
  pageBodies.giveBack(body, stillWriting);
}

function pageBody(answer: PageAnswer, variant: "br" | "gzip" | "identity", lend: boolean): Buffer | null {
  const index = LENGTH_INDEX[variant];
  const length = answer.page.lengths[index];
  if (length === null) return null;
  const file = `${answer.generation}/${answer.page.file}.html${EXTENSIONS[variant]}`;
  let slot = answer.bodies[index];
  if (!slot) {
    slot = newBodySlot();
    answer.bodies[index] = slot;
  }
  return lend ? pageBodies.lend(slot, file, length) : pageBodies.read(slot, file, length);
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
function rootOf(): string {
  const config = env();
  if (rootMemo?.of !== config) rootMemo = { dir: siteFilesRoot(), of: config };
  return rootMemo.dir;
}
