import crypto from "node:crypto";
import zlib from "node:zlib";
import { sectionsNow } from "~/server/sections/vagt/clock";
import type { SiteRef } from "~/server/tenancy/find-site-by-host.server";
import type { CachedPage } from "./page-cache";
import { isSiteCacheEnabled, pageCache } from "./site-cache.server";

/**
 * Browsers revalidate every time (max-age=0, answered with 304 through the ETag); a CDN may keep a copy
 * briefly and serve it stale while it revalidates, or when we are down.
 */
export const SITE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=10, stale-while-revalidate=86400, stale-if-error=86400";

/** A response header a route sets on a page that must not be cached; the HTTP layer drops it. */
export const SITE_NO_STORE_HEADER = "X-Site-No-Store";

/**
 * A response header a route sets (ms since the epoch) when its page changes by itself at that time,
 * e.g. when a holiday closure starts or ends; the HTTP layer drops it and the cache keeps the page
 * no longer.
 */
export const SITE_EXPIRES_HEADER = "X-Site-Expires";

/** Is a cached page still the page (not past its own expiry)? */
export function isPageFresh(page: Pick<CachedPage, "expiresAt">): boolean {
  return page.expiresAt === null || sectionsNow().getTime() < page.expiresAt;
}

/** What the renderer (React Router, in server/app.ts) produced for a site path. */
export type RenderedPage = {
  status: number;
  contentType: string;
  body: Buffer;
  /** Redirect target, passed through. */
  location?: string | null;
  /** False for pages that must not be reused (e.g. a 404 caused by a database error). */
  cacheable: boolean;
  /** SITE_EXPIRES_HEADER's value: the cache keeps the page until then at most. */
  expiresAt?: number | null;
  /** The route's X-Robots-Tag (issue 27: "noindex" until the CVR ownership is proved), kept with the page. */
  robots?: string | null;
};

export type SitePageRequest = {
  method: "GET" | "HEAD";
  /** Host + path (+ variant): what makes two requests the same page. */
  cacheKey: string;
  site: SiteRef;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

export type SitePageResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  cache: "hit" | "miss" | "off";
};

const inFlight = new Map<string, Promise<CachedPage | RenderedPage>>();

function etagOf(version: number, body: Buffer): string {
  return `"${version}-${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
}

/**
 * Compressed once, synchronously: about 0.5 ms for a typical page (gzip 9 and brotli 6), less than
 * handing the work to the thread pool and back costs in latency.
 */
export function toCachedPage(site: SiteRef, rendered: RenderedPage): CachedPage {
  const gz = zlib.gzipSync(rendered.body, { level: 9 });
  const br = zlib.brotliCompressSync(rendered.body, {
    params: {
      // Quality 6: within a few per cent of the best size at a tenth of the time (measured on an
      // 11 KB page: 0.35 ms against 5 ms at 10), so a page changed by an edit is ready at once.
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
    },
  });
  return {
    companyId: site.companyId,
    version: site.version,
    status: rendered.status,
    contentType: rendered.contentType,
    etag: etagOf(site.version, rendered.body),
    body: rendered.body,
    gzip: gz.length < rendered.body.length ? gz : null,
    br: br.length < rendered.body.length ? br : null,
    expiresAt: rendered.expiresAt ?? null,
    robots: rendered.robots ?? null,
  };
}

const isCached = (page: CachedPage | RenderedPage): page is CachedPage => "etag" in page;

/** Does If-None-Match name this ETag (a list, weak or strong, or "*")? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** The content codings a client accepts (q=0 means "not acceptable"). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim() ?? "")
      .filter((name) => name !== ""),
  );
}

/** acceptedEncodings as bits: brotli, gzip, and whether any coding at all is acceptable. */
export const ACCEPTS_BR = 1;
export const ACCEPTS_GZIP = 2;
export const ACCEPTS_ANY = 4;
const MAX_ENCODINGS = 256;
const encodingBits = new Map<string, number>();

/** acceptedEncodings as ACCEPTS_* bits, kept per header value (clients send few distinct ones). */
export function acceptedEncodingBits(acceptEncoding: string | undefined): number {
  if (!acceptEncoding) return 0;
  let bits = encodingBits.get(acceptEncoding);
  if (bits === undefined) {
    const accepted = acceptedEncodings(acceptEncoding);
    bits =
      (accepted.has("br") ? ACCEPTS_BR : 0) |
      (accepted.has("gzip") ? ACCEPTS_GZIP : 0) |
      (accepted.size > 0 ? ACCEPTS_ANY : 0);
    if (encodingBits.size >= MAX_ENCODINGS) encodingBits.clear();
    encodingBits.set(acceptEncoding, bits);
  }
  return bits;
}

/**
 * Answers a GET/HEAD for a customer-site path: from the page cache when it holds this page at the
 * site's current version, else by rendering (once, however many requests arrive together) and storing
 * the result. Adds ETag (and 304), compression and Cache-Control. Framework-free; server/app.ts writes
 * the result to the socket.
 */
export async function serveSitePage(
  request: SitePageRequest,
  render: () => Promise<RenderedPage>,
): Promise<SitePageResponse> {
  const enabled = isSiteCacheEnabled();
  let page: CachedPage | RenderedPage | undefined;
  let cache: SitePageResponse["cache"] = enabled ? "hit" : "off";

  if (enabled) {
    const cached = pageCache.get(request.cacheKey);
    if (
      cached &&
      cached.companyId === request.site.companyId &&
      cached.version === request.site.version &&
      isPageFresh(cached)
    ) {
      page = cached;
    }
  }
  if (!page) {
    if (enabled) cache = "miss";
    const flightKey = `${request.cacheKey}\u0000${request.site.version}`;
    let flight = enabled ? inFlight.get(flightKey) : undefined;
    if (!flight) {
      flight = (async () => {
        const rendered = await render();
        if (!enabled || !rendered.cacheable || (rendered.status !== 200 && rendered.status !== 404))
          return rendered;
        const cachedPage = toCachedPage(request.site, rendered);
        pageCache.set(request.cacheKey, cachedPage);
        return cachedPage;
      })();
      if (enabled) {
        inFlight.set(flightKey, flight);
        void flight.then(
          () => inFlight.delete(flightKey),
          () => inFlight.delete(flightKey),
        );
      }
    }
    page = await flight;
  }

  if (!isCached(page)) {
    // Redirects, errors and uncacheable pages go out as rendered.
    const headers: Record<string, string> = { "Content-Type": page.contentType, "Cache-Control": "no-store" };
    if (page.location) headers.Location = page.location;
    if (page.robots) headers["X-Robots-Tag"] = page.robots;
    if (page.status === 200 || page.status === 404) {
      headers["Cache-Control"] = page.cacheable ? SITE_CACHE_CONTROL : "no-store";
      if (page.cacheable) headers.ETag = etagOf(request.site.version, page.body);
      if (headers.ETag && etagMatches(request.ifNoneMatch, headers.ETag) && page.status === 200) {
        return {
          status: 304,
          headers: { ETag: headers.ETag, "Cache-Control": SITE_CACHE_CONTROL },
          body: null,
          cache,
        };
      }
    }
    headers["Content-Length"] = String(page.body.length);
    return { status: page.status, headers, body: request.method === "HEAD" ? null : page.body, cache };
  }

  if (page.status === 200 && etagMatches(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers: cachedPageHeaders(page, "304"), body: null, cache };
  }
  const variant = pickEncoding(page, acceptedEncodings(request.acceptEncoding));
  const body = variant === "br" ? page.br! : variant === "gzip" ? page.gzip! : page.body;
  return {
    status: page.status,
    headers: cachedPageHeaders(page, variant),
    body: request.method === "HEAD" ? null : body,
    cache,
  };
}

/** How a cached page goes out: one of its bodies, or 304 Not Modified. */
export type CachedPageVariant = "br" | "gzip" | "identity" | "304";

/** The smallest body the client accepts: brotli, then gzip, then the page as rendered. */
function pickEncoding(page: CachedPage, accepted: Set<string>): "br" | "gzip" | "identity" {
  return page.br && accepted.has("br") ? "br" : page.gzip && accepted.has("gzip") ? "gzip" : "identity";
}

/**
 * The page-specific headers of a cached page's response (the one definition, used by serveSitePage
 * and by the fast path in server/site-fast-path.ts, which precomputes them once per page).
 */
export function cachedPageHeaders(page: CachedPage, variant: CachedPageVariant): Record<string, string> {
  const common = { ETag: page.etag, "Cache-Control": SITE_CACHE_CONTROL, Vary: "Accept-Encoding" };
  if (variant === "304") return common;
  const body = variant === "br" ? page.br : variant === "gzip" ? page.gzip : page.body;
  if (!body) throw new Error(`the page has no ${variant} body`);
  const headers: Record<string, string> = {
    ...common,
    "Content-Type": page.contentType,
    "Content-Length": String(body.length),
  };
  if (page.robots) headers["X-Robots-Tag"] = page.robots;
  if (variant !== "identity") headers["Content-Encoding"] = variant;
  return headers;
}
