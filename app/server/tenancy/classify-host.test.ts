import { describe, expect, it } from "vitest";
import { classifyHost, normalizeHost } from "./classify-host";

const PROD = "xn--hndvrkernet-x8aq.dk";

describe("classifyHost", () => {
  it.each([
    // [host, root, expected]
    ["localhost:3000", "localhost", { kind: "main" }],
    ["localhost", "localhost", { kind: "main" }],
    ["LOCALHOST:3000", "localhost", { kind: "main" }],
    ["www.localhost:3000", "localhost", { kind: "main" }],
    ["127.0.0.1:3000", "localhost", { kind: "main" }],
    ["[::1]:3000", "localhost", { kind: "main" }],
    ["hansen.localhost:3000", "localhost", { kind: "subdomain", subdomain: "hansen" }],
    ["Hansen-Toemrer.localhost", "localhost", { kind: "subdomain", subdomain: "hansen-toemrer" }],
    [PROD, PROD, { kind: "main" }],
    [`www.${PROD}`, PROD, { kind: "main" }],
    [`${PROD}.`, PROD, { kind: "main" }],
    [`hansentoemrer.${PROD}`, PROD, { kind: "subdomain", subdomain: "hansentoemrer" }],
    [`hansentoemrer.${PROD}:443`, PROD, { kind: "subdomain", subdomain: "hansentoemrer" }],
    [`a.b.${PROD}`, PROD, { kind: "unknown" }],
    [`-bad.${PROD}`, PROD, { kind: "unknown" }],
    [`bad_.${PROD}`, PROD, { kind: "unknown" }],
    ["hansen-toemrer.dk", PROD, { kind: "custom", host: "hansen-toemrer.dk" }],
    ["www.hansen-toemrer.dk", PROD, { kind: "custom", host: "www.hansen-toemrer.dk" }],
    ["WWW.Hansen-Toemrer.DK.", PROD, { kind: "custom", host: "www.hansen-toemrer.dk" }],
    ["127.0.0.1", PROD, { kind: "unknown" }],
    ["10.0.0.1:8080", PROD, { kind: "unknown" }],
    ["[::1]", PROD, { kind: "unknown" }],
    ["intranet", PROD, { kind: "unknown" }],
    ["evil.com/path", PROD, { kind: "unknown" }],
    ["", PROD, { kind: "unknown" }],
    [undefined, PROD, { kind: "unknown" }],
  ])("%s under %s", (host, root, expected) => {
    expect(classifyHost(host, root)).toEqual(expected);
  });
});

describe("normalizeHost", () => {
  it("drops the port and trailing dot and lower-cases", () => {
    expect(normalizeHost("Foo.DK.:8080")).toBe("foo.dk");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(normalizeHost(null)).toBe("");
  });
});
