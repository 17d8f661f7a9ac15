import type { ServerResponse } from "node:http";
import http from "node:http";

/**
 * Response headers prepared once and written many times (the fast path's cached pages, ADR 015).
 *
 * Node validates every header name and value on each writeHead (two regular expressions per header;
 * with a page's 13–15 headers, one of them a long CSP, that was about a tenth of the fast path's CPU per
 * request). Headers set with setHeader are validated once, on setHeader, and writeHead then trusts
 * Node's own header store. We validate once, here, and hand the response a store of the same shape,
 * so each request only pays for the header text itself. The store's shape is Node's internal
 * (`kOutHeaders`: lowercased name → [name, value]); when this Node has no such store, `store` is null
 * and writeHead below takes the public path with the header array, so the bytes are the same either way
 * (server/prepared-headers.test.ts compares both).
 */
export type PreparedHeaders = {
  /** Flat [name, value, name, value, …]: the public writeHead argument. Slot 1 is the request id. */
  flat: string[];
  /** Node's header store with the same entries in the same order, or null without a known store. */
  store: Record<string, [string, string]> | null;
  /** The store's entry of X-Request-Id, whose value changes per request. */
  requestIdEntry: [string, string] | null;
};

const OUT_HEADERS: symbol | null = (() => {
  const probe = new http.ServerResponse(new http.IncomingMessage(null as never));
  const symbol = Object.getOwnPropertySymbols(probe).find((s) => s.description === "kOutHeaders");
  if (!symbol) return null;
  // Only trust it if it behaves as the store setHeader fills: null until set, then name → [name, value].
  probe.setHeader("X-Probe", "1");
  const store = (probe as unknown as Record<symbol, unknown>)[symbol] as Record<string, unknown> | null;
  const entry = store?.["x-probe"];
  return Array.isArray(entry) && entry[0] === "X-Probe" && entry[1] === "1" ? symbol : null;
})();

/**
 * Validates once (throws as setHeader would) and prepares both forms. The first header must be
 * X-Request-Id. `outHeaders` null: public path only (tests compare the two).
 */
export function prepareHeaders(list: Array<[string, string]>, outHeaders = OUT_HEADERS): PreparedHeaders {
  if (list[0]?.[0] !== "X-Request-Id") throw new Error("prepareHeaders: X-Request-Id must come first");
  for (const [name, value] of list) {
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
  }
  const flat = list.flat();
  if (!outHeaders) return { flat, store: null, requestIdEntry: null };
  const store: Record<string, [string, string]> = Object.create(null);
  for (const [name, value] of list) {
    const key = name.toLowerCase();
    // A repeated name would collapse in the store; keep the public path for such a list.
    if (key in store) return { flat, store: null, requestIdEntry: null };
    store[key] = [name, value];
  }
  return { flat, store, requestIdEntry: store["x-request-id"]! };
}

/** res.writeHead(status, headers) with the request id filled in; bytes as the public call would write. */
export function writeHead(
  res: ServerResponse,
  status: number,
  prepared: PreparedHeaders,
  requestId: string,
  outHeaders = OUT_HEADERS,
): void {
  if (prepared.store && outHeaders) {
    // writeHead is synchronous: the shared entry holds this request's id only while Node copies it.
    prepared.requestIdEntry![1] = requestId;
    (res as unknown as Record<symbol, unknown>)[outHeaders] = prepared.store;
    res.writeHead(status);
    return;
  }
  prepared.flat[1] = requestId;
  res.writeHead(status, prepared.flat);
}

/** For tests: whether this Node offers the header store. */
export const hasHeaderStore = OUT_HEADERS !== null;
