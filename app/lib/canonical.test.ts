import { describe, expect, it } from "vitest";
import { canonicalOrigin, canonicalUrl } from "./canonical";

const sub = "https://hansentoemrer.xn--hndvrkernet-x8aq.dk";

describe("canonicalOrigin", () => {
  it("is the subdomain address without an own domain", () => {
    expect(canonicalOrigin({ customDomain: null, customDomainVerifiedAt: null }, sub)).toBe(sub);
  });

  it("is the subdomain address while the own domain is not verified", () => {
    expect(canonicalOrigin({ customDomain: "hansen-toemrer.dk", customDomainVerifiedAt: null }, sub)).toBe(
      sub,
    );
  });

  it("is the verified own domain over https", () => {
    expect(
      canonicalOrigin({ customDomain: "hansen-toemrer.dk", customDomainVerifiedAt: new Date() }, sub),
    ).toBe("https://hansen-toemrer.dk");
    expect(
      canonicalOrigin(
        { customDomain: "hansen-toemrer.dk", customDomainVerifiedAt: "2025-01-01T00:00:00Z" },
        sub,
      ),
    ).toBe("https://hansen-toemrer.dk");
  });

  it("drops a trailing slash", () => {
    expect(
      canonicalOrigin({ customDomain: null, customDomainVerifiedAt: null }, "http://a.localhost:3000/"),
    ).toBe("http://a.localhost:3000");
  });
});

describe("canonicalUrl", () => {
  it("is origin/ for the homepage and origin/slug for a sub-page, whichever host served it", () => {
    // The same page under /{cvr} on the main host, on the subdomain and on the own domain: one URL.
    expect(canonicalUrl(sub, null)).toBe(`${sub}/`);
    expect(canonicalUrl(sub, "om-os")).toBe(`${sub}/om-os`);
    expect(canonicalUrl("https://hansen-toemrer.dk", "om-os")).toBe("https://hansen-toemrer.dk/om-os");
  });
});
