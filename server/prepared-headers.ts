import type { ServerResponse } from "node:http";
import http from "node:http";

/**
 * Response headers prepared once and written many times (the fast path's cached pages, ADR 015, and
 * the published files, ADR 026).
 *
 * Node validates every header name and value on each writeHead (two regular expressions per header;
 * with a page's 13–15 headers, one of them a long CSP, that was about a tenth of the fast path's CPU per
 * request). Headers set with setHeader are validated once, on setHeader, and writeHead then trusts
 * Node's own header store. We validate once, here, and hand the response a store of the same shape,
 * so each request only pays for the header text itself. The store's shape is Node's internal
 * (`kOutHeaders`: lowercased name → [name, value]); when this Node has no such store, `store` is null
 * and writeHead below takes the public path with the header array, so the bytes are the same either way
 * (server/prepared-headers.test.ts compares both).
 *
 * A few values may change per request (the request id always; for the files also ETag and
 * Content-Length): one prepared list then serves every page of the same shape, and the caller, who
 * knows those values are valid (ids from requestIdOf, ETags checked when their manifest was read,
 * lengths are numbers), fills them in just before writing.
 */
export type PreparedHeaders = {
  /** Flat [name, value, name, value, …]: the public writeHead argument. Slot 1 is the request id. */
  flat: string[];
  /** Node's header store with the same entries in the same order, or null without a known store. */
  store: Record<string, [string, string]> | null;
  /** The store's entries of the per-request headers (X-Request-Id first), or null without a store. */
  entries: Array<[string, string]> | null;
  /** Where their values sit in `flat`, in the same order. */
  indexes: number[];
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

const NO_VALUES: readonly string[] = [];

/**
 * Validates once (throws as setHeader would) and prepares both forms. The first header must be
 * X-Request-Id; `perRequest` names the other headers whose value writeHead is given per request.
 * `outHeaders` null: public path only (tests compare the two).
 */
export function prepareHeaders(
  list: Array<[string, string]>,
  options: { perRequest?: readonly string[]; outHeaders?: symbol | null } = {},
): PreparedHeaders {
  const { perRequest = NO_VALUES, outHeaders = OUT_HEADERS } = options;
  if (list[0]?.[0] !== "X-Request-Id") throw new Error("prepareHeaders: X-Request-Id must come first");
  for (const [name, value] of list) {
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
  }
  const flat = list.flat();
  const names = ["X-Request-Id", ...perRequest];
  const indexes = names.map((name) => {
    const index = list.findIndex(([listed]) => listed === name);
    if (index < 0) throw new Error(`prepareHeaders: ${name} is not in the list`);
    return index * 2 + 1;
  });
  if (!outHeaders) return { flat, store: null, entries: null, indexes };
  // Built as a plain object and then cut from Object.prototype: V8 keeps it in fast mode, where
  // Node's `for…in` over the store (_storeHeader, on every writeHead) reads a cached key list; a store
  // made by Object.create(null) is a dictionary, whose keys are gathered and sorted on every walk.
  const store: Record<string, [string, string]> = {};
  for (const [name, value] of list) {
    const key = name.toLowerCase();
    // A repeated name would collapse in the store; keep the public path for such a list.
    if (Object.hasOwn(store, key)) return { flat, store: null, entries: null, indexes };
    store[key] = [name, value];
  }
  Object.setPrototypeOf(store, null);
  return { flat, store, entries: names.map((name) => store[name.toLowerCase()]!), indexes };
}

/**
 * res.writeHead(status, headers) with the request id (and `values`, in the order of `perRequest`)
 * filled in; bytes as the public call would write.
 */
export function writeHead(
  res: ServerResponse,
  status: number,
  prepared: PreparedHeaders,
  requestId: string,
  values: readonly string[] = NO_VALUES,
  outHeaders = OUT_HEADERS,
): void {
  if (prepared.store && outHeaders) {
    // writeHead is synchronous: the shared entries hold this request's values only while Node copies them.
    const entries = prepared.entries!;
    entries[0]![1] = requestId;
    for (let i = 0; i < values.length; i++) entries[i + 1]![1] = values[i]!;
    (res as unknown as Record<symbol, unknown>)[outHeaders] = prepared.store;
    res.writeHead(status);
    return;
  }
  const { flat, indexes } = prepared;
  flat[indexes[0]!] = requestId;
  for (let i = 0; i < values.length; i++) flat[indexes[i + 1]!] = values[i]!;
  res.writeHead(status, flat);
}

/** For tests: whether this Node offers the header store. */
export const hasHeaderStore = OUT_HEADERS !== null;
