import type { NextFunction, Request, Response } from "express";
import { MAX_UPLOAD_BYTES } from "~/schemas/image";
import { PHOTO_STEP } from "~/schemas/onboarding-photos";
import { PROJECT_MAX_REQUEST_BYTES } from "~/schemas/project";
import { QUOTE_DRAIN_LIMIT_BYTES } from "~/schemas/quote-request";
import { BAD_REQUEST_PAGE, PLAIN_PAGE_HEADERS, TOO_LARGE_PAGE } from "~/server/http/plain-pages";

/**
 * How large a request body may be, by path (as the browser sent it, before any rewrite). The first
 * matching row wins; everything else gets DEFAULT_BODY_LIMIT, which is plenty for JSON and forms.
 * Another feature adds its row here (e.g. a multipart quote request on customer hosts: POST /tilbud).
 */
export type BodyLimitRule = { method: string; path: RegExp; bytes: number };

const KB = 1024;
const MB = 1024 * KB;

const DEFAULT_BODY_LIMIT = 256 * KB;

const BODY_LIMITS: BodyLimitRule[] = [
  // Image and logo uploads: one file plus multipart framing; the routes answer their own JSON
  // message up to this point (app/routes/admin/images/read-upload.server.ts).
  { method: "POST", path: /^\/admin\/images(?:\/upload)?\/?$/, bytes: MAX_UPLOAD_BYTES + 1 * MB },
  { method: "POST", path: /^\/admin\/settings\/logo\/?$/, bytes: MAX_UPLOAD_BYTES + 1 * MB },
  // Onboarding's photo step (issue 22): up to 6 work photos, a logo and an owner photo in one post
  // (a document post, or React Router's data request to the same action with JavaScript).
  { method: "POST", path: /^\/onboarding\/billeder(?:\.data)?\/?$/, bytes: PHOTO_STEP.maxRequestBytes },
  // A project with its photos (issue 26): the new-project and edit pages (document post or data request).
  {
    method: "POST",
    path: /^\/admin\/opgaver\/(?:ny|[0-9a-f-]{36})(?:\.data)?\/?$/,
    bytes: PROJECT_MAX_REQUEST_BYTES,
  },
  // The quote form on customer sites (/tilbud, or /{cvr}/tilbud on the main host): the route counts
  // photos and the 40 MB total itself and answers with the form and a Danish message up to this point.
  { method: "POST", path: /^(?:\/\d{8})?\/tilbud\/?$/, bytes: QUOTE_DRAIN_LIMIT_BYTES },
  // A tap on a phone number (the ping's body is "PING"): nothing worth reading.
  { method: "POST", path: /^\/api\/opkald$/, bytes: 1 * KB },
];

function bodyLimitFor(method: string, pathname: string, rules = BODY_LIMITS): number {
  return (
    rules.find((rule) => rule.method === method && rule.path.test(pathname))?.bytes ?? DEFAULT_BODY_LIMIT
  );
}

/** 400 with a plain page; the connection is closed, since the rest of the request is not trusted. */
function sendBadRequest(res: Response): void {
  res.status(400).set({ ...PLAIN_PAGE_HEADERS, Connection: "close" });
  res.end(BAD_REQUEST_PAGE);
}

// A Host is a DNS name or an address, with an optional port: nothing else reaches the zone logic.
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Requests without a usable Host header (missing, empty, control characters, %00) get a plain 400. */
export function requireValidHost() {
  return (req: Request, res: Response, next: NextFunction) => {
    const host = req.headers.host;
    if (!host || host.length > 260 || !VALID_HOST.test(host)) return sendBadRequest(res);
    // A port above 65535 matches the pattern but is no URL (F15: `new URL` threw, a 500).
    const port = /:(\d+)$/.exec(host)?.[1];
    if (port !== undefined && Number(port) > 65535) return sendBadRequest(res);
    next();
  };
}

/**
 * Caps every request body while it streams: a declared Content-Length over the route's limit is
 * refused before a byte is read; a body that grows past it (chunked, or lying about its length) is
 * cut off there. Both answer 413 with a Danish page and close the connection. Counting happens where
 * the HTTP parser hands the body to the request stream, so whoever reads the body later (React
 * Router, busboy) sees exactly the bytes that arrived, and never more than the limit.
 */
export function limitBodies(rules: BodyLimitRule[] = BODY_LIMITS) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = bodyLimitFor(req.method, req.path, rules);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) return refuse(req, res);
    let seen = 0;
    const push = req.push.bind(req);
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk !== null && chunk !== undefined) {
        seen += (chunk as Buffer).length;
        if (seen > limit) {
          refuse(req, res);
          return false;
        }
      }
      return push(chunk, encoding);
    };
    next();
  };
}

function refuse(req: Request, res: Response): void {
  if (!res.headersSent) {
    res.status(413).set({ ...PLAIN_PAGE_HEADERS, Connection: "close" });
    res.end(TOO_LARGE_PAGE);
  }
  // Read nothing more: once the answer is out, the connection goes.
  req.push = () => false;
  res.once("finish", () => req.socket.destroy());
  if (res.writableFinished) req.socket.destroy();
}
