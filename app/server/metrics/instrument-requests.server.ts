import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { classifyHost } from "~/server/tenancy/classify-host";
import { httpDuration, httpRequests, type MetricsZone } from "./registry.server";

const CVR_PATH = /^\/\d{8}(?:\/|$)/;

/** The zone label of a request, from its Host and path only (no lookup). */
export function metricsZone(host: string | undefined, path: string, rootDomain: string): MetricsZone {
  if (path.startsWith("/admin")) return "admin";
  if (path.startsWith("/api/")) return "api";
  const zone = classifyHost(host, rootDomain);
  if (zone.kind === "subdomain" || zone.kind === "custom") return "customer";
  if (zone.kind === "main") return CVR_PATH.test(path) ? "customer" : "main";
  return "unknown";
}

/**
 * Wraps the server's whole listener, so the customer-page fast path in front of Express is counted
 * too. Costs two hrtime readings and two label lookups per request.
 */
export function instrumentRequests(listener: RequestListener, rootDomain: string): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const path = req.url ?? "/";
    res.once("finish", () => {
      const zone = metricsZone(req.headers.host, path, rootDomain);
      httpRequests.inc({ zone, status: `${Math.floor(res.statusCode / 100)}xx` });
      httpDuration.observe({ zone }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    listener(req, res);
  };
}
