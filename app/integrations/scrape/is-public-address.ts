/**
 * Decides whether an IP address is a public internet address that the server may connect to on a
 * visitor's behalf. Everything else (loopback, private, link-local, carrier-grade NAT, cloud metadata,
 * documentation, multicast, reserved) is refused, and so is anything that does not parse: fail closed.
 *
 * Accepts every spelling an attacker might use: IPv4 in dotted, decimal, octal or hex form
 * ("127.1", "2130706433", "0x7f000001", "0177.0.0.1"), bracketed IPv6, zone ids, trailing dots, and
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d).
 */

/** [network, prefix length] pairs, networks as dotted quads. */
const BLOCKED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. the cloud metadata service 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast 255.255.255.255
];

const BLOCKED_IPV4_RANGES = BLOCKED_IPV4.map(([network, prefix]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { network: (parseIPv4(network) ?? 0) & mask, mask };
});

export function isPublicAddress(address: string): boolean {
  const text = address.trim().replace(/^\[(.*)\]$/, "$1");
  const v4 = parseIPv4(text);
  if (v4 !== null) return isPublicIPv4(v4);
  const v6 = parseIPv6(text);
  return v6 !== null && isPublicIPv6(v6);
}

function isPublicIPv4(address: number): boolean {
  return !BLOCKED_IPV4_RANGES.some(({ network, mask }) => (address & mask) >>> 0 === network >>> 0);
}

function isPublicIPv6(groups: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embeddedV4 = ((g6 << 16) | g7) >>> 0;
  const upperFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:0:0/96, IPv4-mapped: the connection really goes to the IPv4 address.
  if (upperFiveZero && g5 === 0xffff) return isPublicIPv4(embeddedV4);
  // 64:ff9b::/96, NAT64: an IPv6-only network reaches IPv4 this way; judge the IPv4 address it carries.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIPv4(embeddedV4);
  }
  // Only global unicast (2000::/3) is public. This alone refuses ::, ::1, ::/96 (IPv4-compatible),
  // 64:ff9b:1::/48, 100::/64, fc00::/7, fe80::/10, fec0::/10 and ff00::/8.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x0200) return false; // 2001::/23 IETF protocol assignments, incl. Teredo
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // 2001:db8::/32 documentation
  if (g0 === 0x2002) return false; // 6to4 (2002::/16) tunnels to an embedded IPv4 address
  if (g0 === 0x3fff && g1 < 0x1000) return false; // 3fff::/20 documentation
  return true;
}

/**
 * Parses IPv4 the way URL parsers and inet_aton do: one to four parts, each decimal, octal (leading 0)
 * or hex (0x); the last part fills the remaining bytes. A single trailing dot is allowed.
 * Returns the address as an unsigned 32-bit number, or null when the text is not IPv4.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.replace(/\.$/, "").split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = Number.parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) value = Number(part);
    else return null;
    numbers.push(value);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((value) => value > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  const leading = numbers.reduce((sum, value, index) => sum + value * 256 ** (3 - index), 0);
  return leading + last;
}

const STRICT_DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Parses IPv6 text (zone id allowed, dotted IPv4 tail allowed) into eight 16-bit groups, or null. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/%[^%]*$/, "");
  if (!/^[0-9a-f:.]+$/i.test(address) || address.split("::").length > 2) return null;

  const toGroups = (side: string, endsAddress: boolean): number[] | null => {
    if (side === "") return [];
    const pieces = side.split(":");
    const groups: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes(".")) {
        // A dotted IPv4 tail is only allowed last and as a strict dotted quad (no leading zeros, which
        // resolvers disagree about).
        if (!endsAddress || index !== pieces.length - 1 || !STRICT_DOTTED_QUAD.test(piece)) return null;
        const v4 = parseIPv4(piece) ?? 0;
        groups.push(v4 >>> 16, v4 & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };

  const [head = "", tail] = address.split("::");
  const headGroups = toGroups(head, tail === undefined);
  const tailGroups = tail === undefined ? [] : toGroups(tail, true);
  if (headGroups === null || tailGroups === null) return null;
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...headGroups, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...tailGroups];
}
