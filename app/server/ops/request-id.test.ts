import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-id";

describe("requestIdOf", () => {
  it("keeps the proxy's id, cut at 64 characters", () => {
    expect(requestIdOf("abc-123")).toBe("abc-123");
    expect(requestIdOf("x".repeat(100))).toBe("x".repeat(64));
    expect(requestIdOf(["first", "second"])).toBe("first");
  });

  it("makes a new, different id for every request without one", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => requestIdOf(undefined)));
    expect(ids.size).toBe(1000);
    expect(requestIdOf("")).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });
});
