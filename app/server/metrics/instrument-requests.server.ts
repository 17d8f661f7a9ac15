import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { classifyHost, type Zone } from "~/server/tenancy/classify-host";
import {
  countCustomerFileAnswer,
  httpDuration,
  httpRequests,
  type MetricsZone,
  STATUS_CLASSES,
} from "./registry.server";

const CVR_PATH = /^\/\d{8}(?:\/|$)/;

/** The zone label of a request, from its Host and path only (no lookup). */
export function metricsZone(
  host: string | undefined,
  path: string,
  rootDomain: string,
  classify: (host: string | undefined, rootDomain: string) => Zone = classifyHost,
): MetricsZone {
  if (path.startsWith("/admin")) return "admin";
  if (path.startsWith("/api/")) return "api";
  const zone = classify(host, rootDomain);
  if (zone.kind === "subdomain" || zone.kind === "custom") return "customer";
  if (zone.kind === "main") return CVR_PATH.test(path) ? "customer" : "main";
  return "unknown";
}

/**
 * A request listener that returns true when it has answered the request whole, before returning (the
 * published files, server/site-files-path.ts): such an answer is counted at once, as a customer page.
 */
export type AnsweringListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Wraps the server's whole listener, so the customer-page fast path in front of Express is counted
 * too. Costs two clock readings and two label lookups per request: the Host header is read from the
 * raw headers (building req.headers costs more than the fast path's own lookups, server/site-fast-path.ts)
 * and classified once per distinct value. An answer the listener finished before returning is counted
 * then, without a 'finish' listener (a closure and an event per request on the long tail of pages).
 */
export function instrumentRequests(listener: AnsweringListener, rootDomain: string): RequestListener {
  const zones = new Map<string, Zone>();
  const classify = (host: string | undefined, root: string): Zone => {
    if (!host) return classifyHost(host, root);
    let zone = zones.get(host);
    if (!zone) {
      zone = classifyHost(host, root);
      if (zones.size >= 10_000) zones.clear();
      zones.set(host, zone);
    }
    return zone;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const path = req.url ?? "/";
    if (listener(req, res) === true) {
      countCustomerFileAnswer(res.statusCode, (performance.now() - started) / 1000);
      return;
    }
    const count = () => {
      const zone = metricsZone(hostHeader(req), path, rootDomain, classify);
      httpRequests.inc({ zone, status: STATUS_CLASSES[Math.floor(res.statusCode / 100)]! });
      httpDuration.observe({ zone }, (performance.now() - started) / 1000);
    };
    // 'finish' comes after the socket took the answer, never during the listener's call; the check is a guard.
    if (res.writableFinished) count();
    else res.on("finish", count);
  };
}

/** req.headers.host (the first Host header) without building req.headers. */
function hostHeader(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && (name === "Host" || name.toLowerCase() === "host")) return raw[i + 1];
  }
  return undefined;
}
