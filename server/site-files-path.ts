import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import {
  newPageViewMemo,
  type PageViewMemo,
  recordPageView,
  recordPageViewTo,
} from "~/server/analytics/page-view-buffer.server";
import { countSiteFileAnswer } from "~/server/metrics/registry.server";
import { requestIdOf } from "~/server/ops/request-id";
import {
  filePageHeaders,
  givePageBodyBack,
  lendPageBody,
  type PageAnswer,
  readPageBody,
  readPausedBody,
  resolveSiteFile,
} from "~/server/site-files/resolve-site-file.server";
import type { FilePage } from "~/server/site-files/site-files-store.server";
import {
  ACCEPTS_ANY,
  ACCEPTS_BR,
  ACCEPTS_GZIP,
  acceptedEncodingBits,
  etagMatches,
} from "~/server/sites/serve-site-page.server";
import { normalizeHost } from "~/server/tenancy/classify-host";
import { logWhenDone } from "./ops";
import { type PreparedHeaders, prepareHeaders, writeHead } from "./prepared-headers";
import { hstsHeaderFor, SECURITY_HEADERS, SITE_PAGE_CSP } from "./security";

/**
 * Customer pages answered from the site-files store (docs/decisions/026): no database, no renderer.
 * Two doors to the same answers: `siteFilesAnswerer` for the production request listener in front of
 * Express (server/site-fast-path.ts), with headers prepared once per page; `siteFiles` as Express
 * middleware (development, SITE_FAST_PATH=off, and the pause page and own-domain 301s, which the
 * listener leaves to Express). Whatever the files cannot answer goes on to the live path.
 */

/** The file variant for a request, or null when Express's compression would transform a plain body. */
function pickVariant(
  page: FilePage,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  strict: boolean,
) {
  if (page.status === 200 && etagMatches(ifNoneMatch, page.etag)) return "304" as const;
  const accepts = acceptedEncodingBits(acceptEncoding);
  if (page.lengths[2] !== null && accepts & ACCEPTS_BR) return "br" as const;
  if (page.lengths[1] !== null && accepts & ACCEPTS_GZIP) return "gzip" as const;
  return strict && accepts & ACCEPTS_ANY ? null : ("identity" as const);
}

/** Not answered from files: the live path (and the database) answers instead. */
function miss(): false {
  countSiteFileAnswer("miss");
  return false;
}

/** Whether an answer counts as a page view (bots are left out when it is recorded). */
function isView(method: string | undefined, status: number, answer: PageAnswer): boolean {
  return method === "GET" && answer.page.countView && (status === 200 || status === 304);
}

const LENGTH_INDEX = { identity: 0, gzip: 1, br: 2 } as const;
const VARIANT_INDEX = { identity: 0, gzip: 1, br: 2, "304": 3 } as const;
const ETAG = ["ETag"];
const ETAG_AND_LENGTH = ["ETag", "Content-Length"];

/**
 * The request listener's door: answers a page from its files, or returns false and writes nothing.
 * Headers come from a list prepared once per shape (variant, HSTS, content type, X-Robots-Tag): a
 * handful for all pages of all sites; each request fills in its request id, ETag and length.
 */
export function siteFilesAnswerer(options: { rootDomain: string; logRequests: boolean }) {
  const shapes = new Map<string, PreparedHeaders>();
  const hstsByHost = new Map<string, readonly [string, string]>();

  /** HSTS differs by host (includeSubDomains on the product's names only); kept per Host header. */
  function hstsOf(rawHost: string): readonly [string, string] {
    let value = hstsByHost.get(rawHost);
    if (value === undefined) {
      value = hstsHeaderFor(normalizeHost(rawHost), options.rootDomain);
      if (hstsByHost.size >= 10_000) hstsByHost.clear();
      hstsByHost.set(rawHost, value);
    }
    return value;
  }

  function shapeOf(
    page: FilePage,
    variant: "br" | "gzip" | "identity" | "304",
    hsts: readonly [string, string] | null,
  ) {
    const key = `${variant}\u0000${hsts?.[1] ?? ""}\u0000${page.contentType}\u0000${page.robots ?? ""}`;
    let shape = shapes.get(key);
    if (!shape) {
      // The order Express sends them in (as server/site-fast-path.ts), marked as served from files.
      const list: Array<[string, string]> = [
        ["X-Request-Id", ""],
        ["Content-Security-Policy", SITE_PAGE_CSP],
      ];
      for (const [name, value] of SECURITY_HEADERS) list.push([name, value]);
      if (hsts) list.push([hsts[0], hsts[1]]);
      list.push(["X-Site-Cache", "file"]);
      // The page's own headers with stand-ins for the ETag and length, which each request fills in.
      const template = { ...page, etag: '""', lengths: [0, 0, 0] as FilePage["lengths"] };
      for (const [name, value] of Object.entries(filePageHeaders(template, variant)))
        list.push([name, value]);
      shape = prepareHeaders(list, { perRequest: variant === "304" ? ETAG : ETAG_AND_LENGTH });
      // Content types and robots values come from our own manifests: a few; the bound is a guard.
      if (shapes.size >= 1000) shapes.clear();
      shapes.set(key, shape);
    }
    return shape;
  }

  // Per page answer (resolve-site-file.server.ts makes one per generation and page, with a slot for this
  // memo): its shapes by variant and HSTS, and the row its views went to, so a request finds both
  // without building a key.
  type PageMemo = { shapes: Array<{ hsts: string | null; shape: PreparedHeaders }>; views: PageViewMemo };
  function memoOf(answer: PageAnswer): PageMemo {
    let memo = answer.doorMemo as PageMemo | null;
    if (!memo) {
      memo = { shapes: [], views: newPageViewMemo() };
      answer.doorMemo = memo;
    }
    return memo;
  }
  function pageShapeOf(
    memo: PageMemo,
    answer: PageAnswer,
    variant: "br" | "gzip" | "identity" | "304",
    hsts: readonly [string, string] | null,
  ): PreparedHeaders {
    const slot = VARIANT_INDEX[variant] * 2 + (hsts ? 1 : 0);
    const hstsValue = hsts?.[1] ?? null;
    let shape = memo.shapes[slot];
    if (shape?.hsts !== hstsValue) {
      shape = { hsts: hstsValue, shape: shapeOf(answer.page, variant, hsts) };
      memo.shapes[slot] = shape;
    }
    return shape.shape;
  }

  return function answerFromFiles(
    req: IncomingMessage,
    res: ServerResponse,
    rawHost: string,
    headers: { ifNoneMatch?: string; acceptEncoding?: string; userAgent?: string; requestId?: string },
    secure: boolean,
  ): boolean {
    const answer = resolveSiteFile(rawHost, req.url ?? "/", options.rootDomain);
    if (answer?.kind !== "page") return miss();
    const page = answer.page;
    const variant = pickVariant(page, headers.ifNoneMatch, headers.acceptEncoding, true);
    if (!variant) return miss();
    const withBody = variant !== "304" && req.method !== "HEAD";
    const body = withBody ? lendPageBody(answer, variant) : null;
    if (withBody && !body) return miss();
    countSiteFileAnswer("hit");
    const memo = memoOf(answer);
    const shape = pageShapeOf(memo, answer, variant, secure ? hstsOf(rawHost) : null);
    const requestId = requestIdOf(headers.requestId);
    const status = variant === "304" ? 304 : page.status;
    if (options.logRequests) logWhenDone(req, res, req.url ?? "/", () => requestId);
    writeHead(
      res,
      status,
      shape,
      requestId,
      // String() of a length is V8's number-string cache after the first time.
      variant === "304" ? [page.etag] : [page.etag, String(page.lengths[LENGTH_INDEX[variant]])],
    );
    res.end(body ?? undefined);
    // Written whole to the socket by now, unless the socket is full or a pipelined answer waits.
    if (body) givePageBodyBack(body, res.writableLength > 0);
    if (isView(req.method, status, answer))
      recordPageViewTo(memo.views, answer.manifest.companyId, answer.viewPath, headers.userAgent);
    return true;
  };
}

/** The Express door (before the zone lookup, which asks the database). */
export function siteFiles(options: { rootDomain: string; dev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const answer = resolveSiteFile(req.headers.host ?? "", req.originalUrl, options.rootDomain);
    if (!answer) return next();
    if (answer.kind === "redirect") {
      res.status(301).set({ Location: answer.location, "Cache-Control": "public, max-age=3600" }).end();
      return;
    }
    if (answer.kind === "paused") {
      const body = readPausedBody(answer.generation);
      if (!body || !answer.manifest.paused) return next();
      res.status(answer.manifest.paused.status).set(answer.manifest.paused.headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const variant = pickVariant(
      answer.page,
      req.headers["if-none-match"],
      req.headers["accept-encoding"],
      false,
    )!;
    const body = variant === "304" ? null : readPageBody(answer, variant);
    if (variant !== "304" && !body) return next();
    if (!options.dev) res.setHeader("Content-Security-Policy", SITE_PAGE_CSP);
    res.setHeader("X-Site-Cache", "file");
    const status = variant === "304" ? 304 : answer.page.status;
    res.status(status).set(filePageHeaders(answer.page, variant));
    res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
    if (isView(req.method, status, answer))
      recordPageView(answer.manifest.companyId, answer.viewPath, req.headers["user-agent"]);
  };
}
