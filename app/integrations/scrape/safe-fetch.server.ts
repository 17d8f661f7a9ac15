import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { isPublicAddress } from "./is-public-address";

/**
 * GET for URLs that a visitor chose (their old website): the server must not become a way into our own
 * network (SSRF). Every hop is vetted before any connection is made: only http(s), only the allowed
 * ports, and the host is resolved here and every address it resolves to must be public. The connection
 * then goes to exactly the vetted address (a pinned lookup), so a DNS answer that changes between the
 * check and the connect (DNS rebinding) cannot slip through. Redirects are followed by hand, each hop
 * vetted again; the whole exchange is capped in time and in (decompressed) bytes.
 */

export type SafeFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** Redirect hops followed before giving up (default 3). */
  maxRedirects?: number;
  /** Ports a URL may name (default 80 and 443). */
  allowedPorts?: readonly number[];
  /** Which resolved addresses may be connected to (default: public internet addresses only). */
  isAllowedAddress?: (address: string) => boolean;
  /** Resolves a host name to all its addresses (default: the system resolver). */
  resolveHost?: (hostname: string) => Promise<string[]>;
};

export type SafeFetchResponse = {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

export type SafeFetchErrorCode =
  | "INVALID_URL"
  | "BLOCKED_URL"
  | "BLOCKED_ADDRESS"
  | "DNS_FAILED"
  | "TOO_MANY_REDIRECTS"
  | "TOO_LARGE"
  | "TIMEOUT"
  | "NETWORK";

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  constructor(code: SafeFetchErrorCode, message: string) {
    super(message);
    this.name = "SafeFetchError";
    this.code = code;
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  "User-Agent": "Mozilla/5.0 (compatible; Haandvaerkernet/1.0; +https://xn--hndvrkernet-x8aq.dk)",
  Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
  "Accept-Language": "da,en;q=0.5",
  "Accept-Encoding": "gzip, deflate, br",
};

export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SafeFetchError("TIMEOUT", `no answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    let url = parseUrl(input);
    for (let hop = 0; ; hop++) {
      const address = await vetTarget(url, options, controller.signal);
      const response = await request(url, address, controller.signal);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) {
        const body = await readBody(response, options.maxBytes, controller.signal);
        return { url: url.href, status: response.statusCode ?? 0, headers: response.headers, body };
      }
      response.destroy();
      if (hop >= (options.maxRedirects ?? 3))
        throw new SafeFetchError("TOO_MANY_REDIRECTS", "too many redirects");
      url = parseUrl(location, url);
    }
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(input: string, base?: URL): URL {
  try {
    return new URL(input, base);
  } catch {
    throw new SafeFetchError("INVALID_URL", "not a URL");
  }
}

/** Checks scheme, port and host of one hop and returns the one address it may connect to. */
async function vetTarget(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<string> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("BLOCKED_URL", `scheme ${url.protocol} is not allowed`);
  }
  if (url.username !== "" || url.password !== "")
    throw new SafeFetchError("BLOCKED_URL", "credentials in URL");
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (!(options.allowedPorts ?? [80, 443]).includes(port)) {
    throw new SafeFetchError("BLOCKED_URL", `port ${port} is not allowed`);
  }

  // The URL parser has already turned every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1) into dotted form.
  const hostname = url.hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    throw new SafeFetchError("BLOCKED_ADDRESS", "localhost is not allowed");
  }
  const addresses = isIP(hostname) ? [hostname] : await resolve(hostname, options, signal);
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const first = addresses[0];
  // All addresses must pass, not just one: we do not want to depend on which one the connection picks.
  if (first === undefined || !addresses.every((address) => isAllowed(address))) {
    throw new SafeFetchError("BLOCKED_ADDRESS", `${hostname} is not a public address`);
  }
  return first;
}

async function resolve(hostname: string, options: SafeFetchOptions, signal: AbortSignal): Promise<string[]> {
  const lookup =
    options.resolveHost ??
    (async (name: string) => (await dns.lookup(name, { all: true })).map((entry) => entry.address));
  try {
    return await untilAborted(lookup(hostname), signal);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError("DNS_FAILED", `could not resolve ${hostname}`);
  }
}

/** Sends the GET to exactly `address`, keeping the URL's host name for the Host header and TLS (SNI). */
function request(url: URL, address: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const family = isIP(address);
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const transport = url.protocol === "https:" ? https : http;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolvePromise, reject) => {
    const req = transport.request(url, { headers: REQUEST_HEADERS, agent: false, lookup: pinnedLookup });
    const onAbort = () => req.destroy(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    req.on("response", (response) => {
      signal.removeEventListener("abort", onAbort);
      resolvePromise(response);
    });
    req.on("error", (error) => {
      signal.removeEventListener("abort", onAbort);
      reject(error instanceof SafeFetchError ? error : new SafeFetchError("NETWORK", error.message));
    });
    req.end();
  });
}

/** Reads the body, decompressing it, and fails as soon as more than maxBytes would be kept. */
function readBody(response: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const tooLarge = new SafeFetchError("TOO_LARGE", `larger than ${maxBytes} bytes`);
    const stream = decoder(response);
    const fail = (error: Error) => {
      signal.removeEventListener("abort", onAbort);
      response.destroy();
      if (stream !== response) stream.destroy();
      reject(error instanceof SafeFetchError ? error : new SafeFetchError("NETWORK", error.message));
    };
    const onAbort = () => fail(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    if (Number(response.headers["content-length"]) > maxBytes) return fail(tooLarge);

    const chunks: Buffer[] = [];
    let total = 0;
    stream.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) fail(tooLarge);
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      signal.removeEventListener("abort", onAbort);
      resolvePromise(Buffer.concat(chunks));
    });
    stream.on("error", fail);
    if (stream !== response) response.on("error", fail);
  });
}

function decoder(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolvePromise, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolvePromise, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
