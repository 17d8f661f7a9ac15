import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("keeps IPv4 and takes IPv4-mapped IPv6 as IPv4", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("counts IPv6 by its /64, whatever the spelling", () => {
    const key = "2001:db8:aa:1::/64";
    expect(addressKey("2001:db8:aa:1::1")).toBe(key);
    expect(addressKey("2001:0db8:00aa:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:AA:1:0:0:0:9")).toBe(key);
    expect(addressKey("2001:db8:aa:2::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it('passes anything else through ("unknown")', () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
