import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type express from "express";
import { env } from "~/config/env.server";
import { recordPageView } from "~/server/analytics/page-view-buffer.server";
import { isSitePaused } from "~/server/billing/paused-site.server";
import type { AnsweringListener } from "~/server/metrics/instrument-requests.server";
import { requestIdOf } from "~/server/ops/request-id";
import type { SyncResult } from "~/server/sites/listen-site-changes.server";
import type { CachedPage } from "~/server/sites/page-cache";
import {
  ACCEPTS_BR,
  ACCEPTS_GZIP,
  acceptedEncodingBits,
  type CachedPageVariant,
  cachedPageHeaders,
  etagMatches,
  isPageFresh,
} from "~/server/sites/serve-site-page.server";
import { cachedSite, directoryKey, pageCache, siteChangeListener } from "~/server/sites/site-cache.server";
import { classifyHost, normalizeHost } from "~/server/tenancy/classify-host";
import { isProductPath } from "~/server/tenancy/site-paths";
import { logWhenDone } from "./ops";
import { type PreparedHeaders, prepareHeaders, writeHead } from "./prepared-headers";
import { hstsHeaderFor, SECURITY_HEADERS, SITE_PAGE_CSP } from "./security";
import { siteFilesAnswerer } from "./site-files-path";
import { MAIN_HOST_SITE_PATH, requestHost, sitePageCacheKey, sitePagePath } from "./site-request";

/**
 * The fast path for cached customer pages (docs/decisions/015-customer-page-fast-path.md), in front of
 * Express: a GET/HEAD whose host and path name a page the page cache holds at the site's current
 * version is answered here with one writeHead (a header array prepared once per cached page) and one
 * end. Everything else, and every request it is unsure about, goes to Express unchanged, which also
 * fills the cache. The answer is the one Express would give: the same cache key (server/site-request.ts),
 * the same headers (server/security.ts, cachedPageHeaders), the same freshness rule (a cached site is
 * trusted while the listener's lease is fresh, else after a sync() round trip; ADR 025), page views
 * counted the same way.
 */

type HostEntry = {
  /** requestHost() of the raw Host header. */
  host: string;
  /** The site directory key of a subdomain or own domain; null on the main host (/{cvr} paths). */
  directoryKey: string | null;
  /** Raw request URL → what it names (null: not for the fast path). */
  paths: Map<string, PathEntry | null>;
};

type PathEntry = { cacheKey: string; directoryKey: string; viewPath: string };

/** The request headers the fast path reads, as req.headers would hold them (see readHeaders). */
type RequestHeaders = {
  host: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  userAgent: string | undefined;
  forwardedProto: string | undefined;
  requestId: string | undefined;
};

/** The prepared headers of one cached page, built on first use: [variant × plain/secure]. */
type WireHeaders = Array<PreparedHeaders | undefined>;

const VARIANTS: CachedPageVariant[] = ["br", "gzip", "identity", "304"];
const BR = 0;
const GZIP = 1;
const IDENTITY = 2;
const NOT_MODIFIED = 3;

// Bounds on the memo maps (hosts and URLs come from clients): when full, they start over.
const MAX_HOSTS = 10_000;
const MAX_PATHS_PER_HOST = 5_000;
const MAX_PATHS = 100_000;

let served = 0;

/** How many requests the fast path answered in this process (tests prove it was used). */
export function siteFastPathServed(): number {
  return served;
}

/**
 * The HTTP request listener for production: the fast path, falling through to `fallback` (the Express
 * app). SITE_FAST_PATH=off returns `fallback` itself. `app` is the Express app of server/app.ts, whose
 * "trust proxy" setting decides, as for Express, whether X-Forwarded-Proto makes a request HTTPS.
 */
export function withSiteFastPath(app: express.Express, fallback: RequestListener): AnsweringListener {
  const config = env();
  if (!config.SITE_FAST_PATH) return fallback;
  const trustProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const rootDomain = config.ROOT_DOMAIN;
  const logRequests = config.LOG_REQUESTS;

  const hosts = new Map<string, HostEntry | null>();
  let pathCount = 0;
  const wire = new WeakMap<CachedPage, WireHeaders>();
  // Published pages first, from their files (docs/decisions/026); the cache below serves the rest.
  const fromFiles = config.SITE_FILES ? siteFilesAnswerer({ rootDomain, logRequests }) : null;

  function hostOf(rawHost: string): HostEntry | null {
    let entry = hosts.get(rawHost);
    if (entry === undefined) {
      const zone = classifyHost(rawHost, rootDomain);
      entry =
        zone.kind === "unknown"
          ? null
          : {
              host: requestHost(rawHost),
              directoryKey: zone.kind === "main" ? null : directoryKey(zone),
              paths: new Map(),
            };
      if (hosts.size >= MAX_HOSTS) {
        hosts.clear();
        pathCount = 0;
      }
      hosts.set(rawHost, entry);
    }
    return entry;
  }

  function pathOf(host: HostEntry, url: string): PathEntry | null {
    let entry = host.paths.get(url);
    if (entry === undefined) {
      entry = namePath(host, url);
      if (host.paths.size >= MAX_PATHS_PER_HOST) {
        pathCount -= host.paths.size;
        host.paths.clear();
      }
      if (pathCount >= MAX_PATHS) {
        // Forget every host's URLs; this host's entry stays in the map but starts empty too.
        for (const other of hosts.values()) other?.paths.clear();
        pathCount = 0;
      }
      host.paths.set(url, entry);
      pathCount++;
    }
    return entry;
  }

  function headersOf(page: CachedPage, variant: number, secure: boolean, host: string): PreparedHeaders {
    let arrays = wire.get(page);
    if (!arrays) {
      arrays = [];
      wire.set(page, arrays);
    }
    const slot = variant * 2 + (secure ? 1 : 0);
    let prepared = arrays[slot];
    if (!prepared) {
      // The order Express sends them in: request id, CSP, security headers, cache marker, page headers.
      const list: Array<[string, string]> = [
        ["X-Request-Id", ""],
        ["Content-Security-Policy", SITE_PAGE_CSP],
      ];
      for (const [name, value] of SECURITY_HEADERS) list.push([name, value]);
      // A cached page belongs to one host (its cache key starts with it), so the slot fits every request.
      if (secure) list.push([...hstsHeaderFor(normalizeHost(host), rootDomain)]);
      list.push(["X-Site-Cache", "hit"]);
      for (const [name, value] of Object.entries(cachedPageHeaders(page, VARIANTS[variant]!)))
        list.push([name, value]);
      prepared = prepareHeaders(list);
      arrays[slot] = prepared;
    }
    return prepared;
  }

  /** req.secure as Express computes it: TLS, or X-Forwarded-Proto from a trusted proxy. */
  function isSecure(req: IncomingMessage, forwarded: string | undefined): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!forwarded || !trustProxy(req.socket.remoteAddress, 0)) return false;
    const comma = forwarded.indexOf(",");
    return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === "https";
  }

  /**
   * The cached page for a request, if the fast path may answer it: the site is in the directory and the
   * page is cached at the site's version; the variant the client gets is one Express would send as is.
   */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    path: PathEntry,
    headers: RequestHeaders,
  ): boolean {
    const site = cachedSite(path.directoryKey);
    // A site paused for billing shows the pause page (Express renders it): the pause starts when the
    // grace period ends, with no event that would change the site's version (docs/decisions/014).
    if (!site || isSitePaused(site) || redirectsToOwnDomain(site, path)) return false;
    const page = pageCache.get(path.cacheKey);
    if (!page || page.companyId !== site.companyId || page.version !== site.version || !isPageFresh(page))
      return false;
    let variant: number;
    if (page.status === 200 && etagMatches(headers.ifNoneMatch, page.etag)) variant = NOT_MODIFIED;
    else {
      const accepts = acceptedEncodingBits(headers.acceptEncoding);
      if (page.br && accepts & ACCEPTS_BR) variant = BR;
      else if (page.gzip && accepts & ACCEPTS_GZIP) variant = GZIP;
      // Express's compression middleware would compress a plain body for e.g. "deflate": leave it to Express.
      else if (!headers.acceptEncoding) variant = IDENTITY;
      else return false;
    }
    const prepared = headersOf(
      page,
      variant,
      isSecure(req, headers.forwardedProto),
      path.cacheKey.split("/")[0]!,
    );
    const requestId = requestIdOf(headers.requestId);
    const status = variant === NOT_MODIFIED ? 304 : page.status;
    if (logRequests) logWhenDone(req, res, req.url ?? "/", () => requestId);
    writeHead(res, status, prepared, requestId);
    if (req.method === "HEAD" || variant === NOT_MODIFIED) res.end();
    else res.end(variant === BR ? page.br : variant === GZIP ? page.gzip : page.body);
    served++;
    if (req.method === "GET" && (status === 200 || status === 304)) {
      recordPageView(site.companyId, path.viewPath, headers.userAgent);
    }
    return true;
  }

  // Requests waiting for the same sync() round trip, as flat quadruples (no object per request).
  type Waiting = Array<IncomingMessage | ServerResponse | PathEntry | RequestHeaders>;
  let waitingFor: Promise<SyncResult> | null = null;
  let waiting: Waiting = [];

  /** answer(), else Express; an error after the head went out ends the connection. */
  function serve(req: IncomingMessage, res: ServerResponse, path: PathEntry, headers: RequestHeaders) {
    let done = false;
    try {
      done = answer(req, res, path, headers);
    } catch (error) {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
    }
    if (!done) fallback(req, res);
  }

  function release(list: Waiting, result: SyncResult) {
    // sync() may hand the settled promise ("late") to later callers too: they start a new list.
    if (waiting === list) waitingFor = null;
    for (let i = 0; i < list.length; i += 4) {
      const req = list[i] as IncomingMessage;
      const res = list[i + 1] as ServerResponse;
      if (result === "offline") fallback(req, res);
      else serve(req, res, list[i + 2] as PathEntry, list[i + 3] as RequestHeaders);
    }
  }

  return function siteFastPath(req, res) {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return fallback(req, res);
    const headers = readHeaders(req);
    const rawHost = headers.host;
    if (!rawHost) return fallback(req, res);
    // Answered whole from its files: the caller counts it at once (instrumentRequests).
    if (fromFiles?.(req, res, rawHost, headers, isSecure(req, headers.forwardedProto))) return true;
    const host = hostOf(rawHost);
    const path = host && pathOf(host, req.url ?? "/");
    const listener = siteChangeListener();
    // Not cached (or no listener to vouch for the cache): Express looks it up and renders.
    if (!path || !listener) return fallback(req, res);
    const site = cachedSite(path.directoryKey);
    const page = site && pageCache.peek(path.cacheKey);
    if (
      !page ||
      page.version !== site.version ||
      !isPageFresh(page) ||
      isSitePaused(site) ||
      redirectsToOwnDomain(site, path)
    )
      return fallback(req, res);
    // Like lookupSite: trust the cached site only once every change committed before now has been heard:
    // a fresh lease says so at once (ADR 025); else wait for the next round trip with the others.
    if (listener.isFresh()) return serve(req, res, path, headers);
    const promise = listener.sync();
    if (promise !== waitingFor) {
      waitingFor = promise;
      const list: typeof waiting = [];
      waiting = list;
      void promise.then(
        (result) => release(list, result),
        () => release(list, "offline"),
      );
    }
    waiting.push(req, res, path, headers);
  };
}

/**
 * The headers the fast path reads, from req.rawHeaders. Reading req.headers would make Node build the
 * whole headers object (every name lowercased, one property each), which for a browser's dozen or so
 * headers costs more than the fast path's own lookups. The values are those req.headers would hold:
 * Node keeps the first Host and User-Agent and drops repeats; a header Node would join when repeated
 * (the other four) is rare enough that the request then reads req.headers itself.
 */
function readHeaders(req: IncomingMessage): RequestHeaders {
  const raw = req.rawHeaders;
  const found: RequestHeaders = {
    host: undefined,
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    userAgent: undefined,
    forwardedProto: undefined,
    requestId: undefined,
  };
  let repeated = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const key =
      HEADER_KEYS.get(name) ??
      (HEADER_LENGTHS.has(name.length) ? HEADER_KEYS.get(name.toLowerCase()) : undefined);
    if (key === undefined) continue;
    if (key === "host" || key === "userAgent") found[key] ??= raw[i + 1];
    else {
      repeated ||= found[key] !== undefined;
      found[key] = raw[i + 1];
    }
  }
  if (repeated) {
    const joined = req.headers;
    found.acceptEncoding = joined["accept-encoding"];
    found.ifNoneMatch = joined["if-none-match"];
    found.forwardedProto = stringHeader(joined["x-forwarded-proto"]);
    found.requestId = stringHeader(joined["x-request-id"]);
  }
  return found;
}

/** Raw header name (lowercase, and as browsers and proxies usually spell it) → its RequestHeaders key. */
const HEADER_KEYS = new Map<string, keyof RequestHeaders>();
for (const [lower, key, usual] of [
  ["host", "host", "Host"],
  ["accept-encoding", "acceptEncoding", "Accept-Encoding"],
  ["if-none-match", "ifNoneMatch", "If-None-Match"],
  ["user-agent", "userAgent", "User-Agent"],
  ["x-forwarded-proto", "forwardedProto", "X-Forwarded-Proto"],
  ["x-request-id", "requestId", "X-Request-Id"],
] as const) {
  HEADER_KEYS.set(lower, key).set(usual, key);
}
/** Only names of these lengths can be one of them in another spelling (lowercasing a name allocates). */
const HEADER_LENGTHS = new Set([...HEADER_KEYS.keys()].map((name) => name.length));

const stringHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Guard (issue 12): a site with a verified own domain answers 301 on its subdomain and /{cvr} (server/app.ts);
 * the version bump of the verification already retires their cached pages, this makes sure of it.
 */
function redirectsToOwnDomain(site: { ownDomain?: string | null }, path: PathEntry): boolean {
  return !!site.ownDomain && !path.directoryKey.startsWith("d:");
}

/** What a raw URL on a host names, computed as server/app.ts does; null when it is no cached page. */
function namePath(host: HostEntry, url: string): PathEntry | null {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? "" : url.slice(query);
  // The variants the page cache knows; any other query string is left to Express.
  if (search !== "" && search !== "?newsite=true") return null;
  // Dotted paths may be public files, which Express serves first.
  if (pathname.includes(".") || !pathname.startsWith("/")) return null;
  let normalized: string;
  try {
    normalized = new URL(pathname, "http://internal").pathname;
  } catch {
    return null;
  }
  // Express keys the cache by the normalized path; only a path already in that form is the same key.
  if (normalized !== pathname) return null;
  const cacheKey = sitePageCacheKey(host.host, pathname, search !== "");
  if (host.directoryKey === null) {
    const match = MAIN_HOST_SITE_PATH.exec(pathname);
    if (!match) return null;
    return {
      cacheKey,
      directoryKey: directoryKey({ kind: "cvr", cvr: match[1]! }),
      viewPath: sitePagePath(match[2] ? `/${match[2]}` : "/"),
    };
  }
  if (isProductPath(pathname)) return null;
  return { cacheKey, directoryKey: host.directoryKey, viewPath: sitePagePath(pathname) };
}
