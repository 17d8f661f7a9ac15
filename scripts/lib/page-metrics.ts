// What a visitor's browser gets from a page in `npm run bench:site` (scripts/bench-site.ts): its weight
// in bytes, and Chromium's own paint and layout-shift timings on an emulated, throttled phone.
import type http from "node:http";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import { chromiumLaunchOptions } from "../../tests/chromium";

/** The benchmark's GET with a Host header (it knows the port). */
type Get = (
  host: string,
  urlPath: string,
  headers?: Record<string, string>,
) => Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>;

export type Weight = {
  htmlRaw: number;
  htmlGzip: number;
  htmlBr: number;
  cssRaw: number;
  cssGzip: number;
  js: number;
  scriptFiles: number;
};

/** Bytes of a page as served (raw, gzip, brotli), of its stylesheets, and of its JavaScript. */
export async function pageWeight(get: Get, host: string, urlPath: string): Promise<Weight> {
  const raw = await get(host, urlPath);
  const html = raw.body.toString("utf8");
  const gz = await get(host, urlPath, { "accept-encoding": "gzip" });
  const br = await get(host, urlPath, { "accept-encoding": "br" });
  let cssRaw = 0;
  let cssGzip = 0;
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    const css = await get(host, href!);
    cssRaw += css.body.length;
    cssGzip += zlib.gzipSync(css.body, { level: 9 }).length;
  }
  const scriptFiles = [...html.matchAll(/<script[^>]+src=/g)].length;
  const inlineJs = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => Buffer.byteLength(m[1] ?? ""))
    .reduce((a, b) => a + b, 0);
  return {
    htmlRaw: raw.body.length,
    htmlGzip: gz.headers["content-encoding"] === "gzip" ? gz.body.length : zlib.gzipSync(raw.body).length,
    htmlBr:
      br.headers["content-encoding"] === "br" ? br.body.length : zlib.brotliCompressSync(raw.body).length,
    cssRaw,
    cssGzip,
    js: inlineJs,
    scriptFiles,
  };
}

export type BrowserMetrics = {
  fcp: number;
  lcp: number;
  cls: number;
  transfer: number;
  requests: number;
  longTasks: number;
};

/**
 * Chromium as a Pixel 7 with DevTools throttling set to Lighthouse's mobile figures (CPU 4× slower than
 * this machine, 150 ms RTT, 1.6 Mbit/s down). Lighthouse itself simulates that throttling instead of
 * applying it, so these numbers are Chromium's own measurements, not Lighthouse results.
 */
export async function browserMetrics(url: string): Promise<BrowserMetrics[]> {
  const { chromium, devices } = createRequire(import.meta.url)(
    "playwright-core",
  ) as typeof import("playwright-core");
  const browser = await chromium.launch(chromiumLaunchOptions);
  const runs: BrowserMetrics[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __lcp: number; __long: number };
        w.__cls = 0;
        w.__lcp = 0;
        w.__long = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          w.__long += list.getEntries().length;
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(1000);
      runs.push(
        await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __lcp: number; __long: number };
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          const entries = [
            ...performance.getEntriesByType("navigation"),
            ...performance.getEntriesByType("resource"),
          ] as PerformanceResourceTiming[];
          return {
            fcp,
            lcp: w.__lcp,
            cls: w.__cls,
            transfer: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
            requests: entries.length,
            longTasks: w.__long,
          };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return runs;
}
