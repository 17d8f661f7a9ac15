import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address a per-address limit counts (F12): an IPv4 address as is, an IPv6
 * address by its /64 network. One subscriber gets a whole /64 (often a /56), so counting full IPv6
 * addresses gave one visitor 2^64 fresh limits. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, "");
  if (!isIPv6(bare)) return ip;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) is two groups.
  const last = right.length > 0 ? right : left;
  const v4 = last.at(-1);
  if (v4?.includes(".")) {
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
