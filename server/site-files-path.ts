import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { recordPageView } from "~/server/analytics/page-view-buffer.server";
import { siteFileAnswers } from "~/server/metrics/registry.server";
import { requestIdOf } from "~/server/ops/request-id";
import {
  filePageHeaders,
  readPageBody,
  readPausedBody,
  resolveSiteFile,
  type SiteFileAnswer,
} from "~/server/site-files/resolve-site-file.server";
import type { FilePage } from "~/server/site-files/site-files-store.server";
import { acceptedEncodings, etagMatches } from "~/server/sites/serve-site-page.server";
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
  const accepted = acceptedEncodings(acceptEncoding);
  if (page.lengths[2] !== null && accepted.has("br")) return "br" as const;
  if (page.lengths[1] !== null && accepted.has("gzip")) return "gzip" as const;
  return strict && accepted.size > 0 ? null : ("identity" as const);
}

/** Not answered from files: the live path (and the database) answers instead. */
function miss(): false {
  siteFileAnswers.inc({ result: "miss" });
  return false;
}

function countView(
  method: string | undefined,
  status: number,
  answer: SiteFileAnswer & { kind: "page" },
  ua?: string,
) {
  if (method === "GET" && answer.page.countView && (status === 200 || status === 304))
    recordPageView(answer.manifest.companyId, answer.viewPath, ua);
}

/** The request listener's door: answers a page from its files, or returns false and writes nothing. */
export function siteFilesAnswerer(options: { rootDomain: string; logRequests: boolean }) {
  const prepared = new Map<string, PreparedHeaders>();
  return function answerFromFiles(
    req: IncomingMessage,
    res: ServerResponse,
    rawHost: string,
    headers: { ifNoneMatch?: string; acceptEncoding?: string; userAgent?: string; requestId?: string },
    secure: boolean,
  ): boolean {
    const answer = resolveSiteFile(rawHost, req.url ?? "/", options.rootDomain);
    if (answer?.kind !== "page") return miss();
    const variant = pickVariant(answer.page, headers.ifNoneMatch, headers.acceptEncoding, true);
    if (!variant) return miss();
    const body = variant === "304" || req.method === "HEAD" ? null : readPageBody(answer, variant);
    if (variant !== "304" && req.method !== "HEAD" && !body) return miss();
    siteFileAnswers.inc({ result: "hit" });
    // HSTS differs by host (includeSubDomains on the product's names only): part of the key when secure.
    const hsts = secure ? hstsHeaderFor(normalizeHost(rawHost), options.rootDomain) : null;
    const key = `${answer.generation}\u0000${answer.page.file}\u0000${variant}\u0000${hsts?.[1] ?? ""}`;
    let head = prepared.get(key);
    if (!head) {
      // The order Express sends them in (as server/site-fast-path.ts), marked as served from files.
      const list: Array<[string, string]> = [
        ["X-Request-Id", ""],
        ["Content-Security-Policy", SITE_PAGE_CSP],
      ];
      for (const [name, value] of SECURITY_HEADERS) list.push([name, value]);
      if (hsts) list.push([hsts[0], hsts[1]]);
      list.push(["X-Site-Cache", "file"]);
      for (const [name, value] of Object.entries(filePageHeaders(answer.page, variant)))
        list.push([name, value]);
      head = prepareHeaders(list);
      if (prepared.size >= 20_000) prepared.clear();
      prepared.set(key, head);
    }
    const requestId = requestIdOf(headers.requestId);
    const status = variant === "304" ? 304 : answer.page.status;
    if (options.logRequests) logWhenDone(req, res, req.url ?? "/", () => requestId);
    writeHead(res, status, head, requestId);
    res.end(body ?? undefined);
    countView(req.method, status, answer, headers.userAgent);
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
    countView(req.method, status, answer, req.headers["user-agent"]);
  };
}
