import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { databaseReachable } from "~/server/health/database-reachable.server";
import { log } from "~/server/log.server";
import { mayIssueCertificate } from "~/server/ops/caddy-ask.server";
import { requestLogEntry } from "~/server/ops/request-log";

const plain = (res: Response, status: number, body: string) =>
  res
    .status(status)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .send(body);

let draining = false;

/**
 * A stopping instance first drains: /readyz answers 503 so the proxy's active health check takes it
 * out of rotation while it still serves whatever arrives; server/main.ts closes the listener after
 * SHUTDOWN_DRAIN_MS. A rolling upgrade (deploy/upgrade.sh) thus never leaves Caddy without an upstream.
 */
export function startDraining(server?: Server): void {
  draining = true;
  // Every answer from now on closes its connection, so the proxy keeps no idle connection to this
  // instance: a POST it sent on one just as the listener closes would not be retried (a 502 for the
  // owner's save), while a refused new connection is retried on another instance.
  server?.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  });
}

/**
 * /healthz (liveness: the process answers; systemd and Docker) and /readyz (readiness: the proxy may
 * send it traffic) on every host, before zone classification: probes use the IP address, which is no
 * product host. Not logged: Caddy probes every few seconds per instance.
 *
 * Readiness does not depend on PostgreSQL. Every instance shares the one database, so when it is away
 * it is away for all of them: marking them all unready left Caddy with no upstream at all ("no
 * upstreams available" for every page), while an instance can still answer what needs no query
 * (published pages) and answers the rest with 503 + Retry-After itself. The body says which it is.
 */
export function healthProbes(options: { databaseReachable?: () => Promise<boolean> } = {}) {
  const reachable = options.databaseReachable ?? (() => databaseReachable());
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") return plain(res, 200, "ok");
    if (req.path !== "/readyz") return next();
    if (draining) return plain(res, 503, "draining");
    const database = await reachable().catch(() => false);
    return plain(res, 200, database ? "ready" : "ready; database unreachable");
  };
}

/** GET /api/caddy-ask?domain=<host>: 200 when Caddy may get a certificate for the host, else 404. */
export function caddyAsk(rootDomain: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/api/caddy-ask") return next();
    if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "method not allowed");
    const domain = typeof req.query.domain === "string" ? req.query.domain : "";
    if (!domain || domain.length > 253) return plain(res, 400, "domain missing");
    try {
      if (await mayIssueCertificate(domain, rootDomain)) return plain(res, 200, "ok");
      // Caddy itself logs a refused handshake nowhere: this line is where an owner's "my domain shows a
      // certificate error" can be looked up (typo, not yet verified, a name under ROOT_DOMAIN).
      log("info", "caddy ask refused", { domain: domain.slice(0, 253) });
      return plain(res, 404, "unknown domain");
    } catch (error) {
      // Database down: Caddy retries the handshake later; 503 says "not now" rather than "never".
      log("error", "caddy ask failed", { error: error instanceof Error ? error.message : String(error) });
      return plain(res, 503, "try again");
    }
  };
}

/** One JSON line per finished (or aborted) request; see app/server/ops/request-log.ts for the fields. */
export function requestLog(write: (line: string) => void = writeLine) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The URL is captured now: later middleware rewrites req.url for customer sites.
    logWhenDone(req, res, req.originalUrl, () => String(res.locals.requestId ?? ""), write);
    next();
  };
}

const writeLine = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Writes the log line once the response has finished or the connection closed: shared by the Express
 * middleware above and the customer-page fast path (server/site-fast-path.ts).
 */
export function logWhenDone(
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  requestId: () => string,
  write: (line: string) => void = writeLine,
): void {
  const startedAt = process.hrtime.bigint();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const entry = requestLogEntry({
      requestId: requestId(),
      method: req.method ?? "",
      url,
      // A client that went away before the response finished: nginx's convention.
      status: res.writableFinished ? res.statusCode : 499,
      startedAt,
      endedAt: process.hrtime.bigint(),
    });
    write(JSON.stringify(entry));
  };
  res.once("finish", finish);
  res.once("close", finish);
}
