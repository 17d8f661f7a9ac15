import { describe, expect, it } from "vitest";
import { acceptedEncodings, etagMatches, type RenderedPage, serveSitePage } from "./serve-site-page.server";
import { configureSiteCache } from "./site-cache.server";

const site = { companyId: "00000000-0000-4000-8000-000000000001", version: 3 };
const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Hej verden</p>".repeat(200)}</body></html>`);

function renderer() {
  let calls = 0;
  const render = async (): Promise<RenderedPage> => {
    calls++;
    return { status: 200, contentType: "text/html; charset=utf-8", body: html, cacheable: true };
  };
  return { render, calls: () => calls };
}

const request = (overrides: Partial<Parameters<typeof serveSitePage>[0]> = {}) => ({
  method: "GET" as const,
  cacheKey: "test.localhost/",
  site,
  ifNoneMatch: undefined,
  acceptEncoding: "gzip, deflate, br",
  ...overrides,
});

describe("serveSitePage", () => {
  it("renders once, then serves precompressed copies with an ETag and answers 304", async () => {
    configureSiteCache({ enabled: true });
    const { render, calls } = renderer();
    const first = await serveSitePage(request(), render);
    expect(first).toMatchObject({ status: 200, cache: "miss" });
    expect(first.headers["Content-Encoding"]).toBe("br");
    expect(first.headers.Vary).toBe("Accept-Encoding");
    const gzip = await serveSitePage(request({ acceptEncoding: "gzip" }), render);
    expect(gzip.headers["Content-Encoding"]).toBe("gzip");
    const plain = await serveSitePage(request({ acceptEncoding: undefined }), render);
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(plain.body?.equals(html)).toBe(true);
    const notModified = await serveSitePage(request({ ifNoneMatch: first.headers.ETag }), render);
    expect(notModified).toMatchObject({ status: 304, body: null });
    const head = await serveSitePage(request({ method: "HEAD" }), render);
    expect(head.body).toBeNull();
    expect(calls()).toBe(1);
  });

  it("renders again when the site's version changes", async () => {
    configureSiteCache({ enabled: true });
    const { render, calls } = renderer();
    await serveSitePage(request(), render);
    await serveSitePage(request({ site: { ...site, version: 4 } }), render);
    expect(calls()).toBe(2);
  });

  it("renders a page once for many requests that arrive together", async () => {
    configureSiteCache({ enabled: true });
    const { render, calls } = renderer();
    await Promise.all(
      Array.from({ length: 20 }, () => serveSitePage(request({ cacheKey: "together/" }), render)),
    );
    expect(calls()).toBe(1);
  });

  it("does not keep pages marked uncacheable, nor redirects", async () => {
    configureSiteCache({ enabled: true });
    let calls = 0;
    const failing = async (): Promise<RenderedPage> => {
      calls++;
      return { status: 404, contentType: "text/html", body: Buffer.from("404"), cacheable: false };
    };
    const first = await serveSitePage(request({ cacheKey: "nostore/" }), failing);
    expect(first.headers["Cache-Control"]).toBe("no-store");
    await serveSitePage(request({ cacheKey: "nostore/" }), failing);
    expect(calls).toBe(2);
    const redirect = await serveSitePage(request({ cacheKey: "redirect/" }), async () => ({
      status: 301,
      contentType: "text/plain",
      body: Buffer.from(""),
      location: "/",
      cacheable: true,
    }));
    expect(redirect).toMatchObject({ status: 301, headers: { Location: "/" } });
  });

  it("with SITE_CACHE=off renders every request", async () => {
    configureSiteCache({ enabled: false });
    const { render, calls } = renderer();
    const first = await serveSitePage(request(), render);
    await serveSitePage(request(), render);
    expect(first.cache).toBe("off");
    expect(calls()).toBe(2);
    configureSiteCache({ enabled: true });
  });
});

describe("HTTP helpers", () => {
  it("matches If-None-Match lists, weak tags and *", () => {
    expect(etagMatches('"a", "1-x"', '"1-x"')).toBe(true);
    expect(etagMatches('W/"1-x"', '"1-x"')).toBe(true);
    expect(etagMatches("*", '"1-x"')).toBe(true);
    expect(etagMatches('"2-x"', '"1-x"')).toBe(false);
    expect(etagMatches(undefined, '"1-x"')).toBe(false);
  });

  it("reads Accept-Encoding with q-values", () => {
    expect([...acceptedEncodings("gzip, br;q=0")]).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0.5").has("br")).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
