import { describe, expect, it } from "vitest";
import { type CachedPage, createPageCache } from "./page-cache";

const page = (companyId: string, size: number, version = 1): CachedPage => ({
  companyId,
  version,
  status: 200,
  contentType: "text/html; charset=utf-8",
  etag: `"${version}"`,
  body: Buffer.alloc(size),
  gzip: null,
  br: null,
  expiresAt: null,
});

describe("page cache", () => {
  it("returns what was stored and forgets a company's pages together", () => {
    const cache = createPageCache(10_000);
    cache.set("a/", page("a", 100));
    cache.set("a/om-os", page("a", 100));
    cache.set("b/", page("b", 100));
    expect(cache.get("a/")?.companyId).toBe("a");
    cache.deleteCompany("a");
    expect(cache.get("a/")).toBeUndefined();
    expect(cache.get("a/om-os")).toBeUndefined();
    expect(cache.get("b/")?.companyId).toBe("b");
    expect(cache.stats().entries).toBe(1);
  });

  it("evicts the least recently used pages beyond its byte budget", () => {
    const cache = createPageCache(1000);
    cache.set("1", page("a", 300));
    cache.set("2", page("b", 300));
    cache.get("1"); // 2 is now the oldest
    cache.set("3", page("c", 300));
    expect(cache.get("2")).toBeUndefined();
    expect(cache.get("1")).toBeDefined();
    expect(cache.get("3")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it("replaces an entry under the same key and never stores one larger than the budget", () => {
    const cache = createPageCache(1000);
    cache.set("1", page("a", 100, 1));
    cache.set("1", page("a", 100, 2));
    expect(cache.get("1")?.version).toBe(2);
    expect(cache.stats().entries).toBe(1);
    cache.set("big", page("a", 5000));
    expect(cache.get("big")).toBeUndefined();
    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
