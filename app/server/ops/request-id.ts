import crypto from "node:crypto";

// A random prefix per process and a counter: unique across instances and restarts, and far cheaper
// per request than a UUID (no random bytes, one short string).
const prefix = crypto.randomBytes(6).toString("base64url");
let counter = 0;

/**
 * The id a request is logged and answered (X-Request-Id) under: the one the proxy sent (cut at 64
 * characters), else a new one.
 */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const given = typeof incoming === "string" ? incoming : incoming?.[0];
  if (given) return given.length > 64 ? given.slice(0, 64) : given;
  counter = counter === Number.MAX_SAFE_INTEGER ? 0 : counter + 1;
  return `${prefix}-${counter.toString(36)}`;
}
