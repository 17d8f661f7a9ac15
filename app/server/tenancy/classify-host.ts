/**
 * What a request's Host header means. Runs once per request, before React Router (DESIGN.md "Zones").
 * Pure: the database lookups for subdomains and custom domains happen afterwards, by zone.
 */
export type Zone =
  | { kind: "main" }
  | { kind: "subdomain"; subdomain: string }
  | { kind: "custom"; host: string }
  | { kind: "unknown" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower-cases, drops the port and a trailing dot; returns "" for a malformed header. */
export function normalizeHost(rawHost: string | undefined | null): string {
  if (!rawHost) return "";
  let host = rawHost.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1); // IPv6 literal, port dropped
  host = host.replace(/:\d*$/, "");
  if (host.endsWith(".")) host = host.slice(0, -1);
  return host;
}

export function classifyHost(rawHost: string | undefined | null, rootDomain: string): Zone {
  const host = normalizeHost(rawHost);
  const root = rootDomain.toLowerCase();
  if (!host) return { kind: "unknown" };
  if (host === root || host === `www.${root}`) return { kind: "main" };
  // During development the product is also reached on loopback addresses.
  if (root === "localhost" && (host === "127.0.0.1" || host === "[::1]")) return { kind: "main" };

  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    if (LABEL.test(sub)) return { kind: "subdomain", subdomain: sub };
    return { kind: "unknown" };
  }

  const labels = host.split(".");
  const isDomain =
    labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
  return isDomain ? { kind: "custom", host } : { kind: "unknown" };
}
