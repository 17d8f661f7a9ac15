// npm run bench:site -- [--companies 10] [--duration 10] [--connections 32] [--data-dir DIR] [--port 3299]
//
// Benchmarks customer-site serving against the production build: seeds N demo companies into a data
// folder of its own, starts the server (cache on, then SITE_CACHE=off), loads a homepage, a sub-page
// and a spread of 1000 companies' /{cvr} pages with wrk, and measures page weight and, in Chromium with
// Lighthouse's mobile throttling, FCP/LCP/CLS. Prints Markdown for docs/performance.md.
// wrk is a Debian package: installed with apt-get when missing and running as root.

import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { demoCompany, demoCvr } from "~/server/seed/demo-companies";
import { chromiumLaunchOptions } from "../tests/chromium";

const { values } = parseArgs({
  options: {
    companies: { type: "string", default: "10" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    "data-dir": { type: "string" },
    port: { type: "string", default: "3299" },
    "skip-browser": { type: "boolean", default: false },
  },
});
const companies = Number(values.companies);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const dataDir = path.resolve(values["data-dir"] ?? `data/bench-${companies}`);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const nodeBin = path.resolve("node_modules/.bin/node");
const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

if (!Number.isInteger(companies) || companies < 1)
  throw new Error("--companies skal være et positivt heltal");

function ensureWrk(): void {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error("wrk mangler: apt-get install -y wrk");
  console.log("Installerer wrk (apt-get install -y wrk) ...");
  execFileSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit" });
}

function ensureBuild(): void {
  if (fs.existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`Bygger til ${buildDir} ...`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

function seed(): void {
  console.log(`Sikrer ${companies} demo-virksomheder i ${dataDir} ...`);
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts", "--companies", String(companies)], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(host: string, urlPath: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

async function startServer(cache: "on" | "off"): Promise<ChildProcess> {
  const child = spawn(nodeBin, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SITE_CACHE: cache,
      SEED_DEMO: "false",
      // Measured without per-request log lines, as the earlier numbers were.
      LOG_REQUESTS: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await get(`localhost:${port}`, "/404")).status === 404) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("serveren startede ikke inden for 60 s");
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type WrkResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: string;
  /** CPU time per request of the app process and of its PostgreSQL processes, in µs. */
  nodeCpu: number;
  pgCpu: number;
};

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** utime + stime of a process (Linux /proc), in clock ticks; 0 when it is gone. */
function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function descendants(pid: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return fs.readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

function wrk(
  serverPid: number,
  host: string,
  urlPath: string,
  script?: string,
  seconds = duration,
  conns = connections,
): WrkResult {
  const postgres = descendants(serverPid);
  const node0 = cpuTicks(serverPid);
  const pg0 = postgres.reduce((sum, pid) => sum + cpuTicks(pid), 0);
  const args = [
    "-t2",
    `-c${conns}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    `Host: ${host}`,
    "-H",
    "Accept-Encoding: gzip, deflate, br",
    "-H",
    `User-Agent: ${BROWSER_UA}`,
    ...(script ? ["-s", script] : []),
    `http://127.0.0.1:${port}${urlPath}`,
  ];
  const out = execFileSync("wrk", args, { encoding: "utf8" });
  const node1 = cpuTicks(serverPid);
  // Backends started during the run count whole; the set is taken again afterwards.
  const pg1 = descendants(serverPid).reduce((sum, pid) => sum + cpuTicks(pid), 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  // A backend that exits during the run takes its ticks along; never report less than nothing.
  const perRequest = (ticks: number) => Math.max(0, (ticks / TICKS_PER_SECOND / requests) * 1e6);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const errors = [/Socket errors:[^\n]+/.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  return { rps, p50, p99, errors, nodeCpu: perRequest(node1 - node0), pgCpu: perRequest(pg1 - pg0) };
}

/** 1000 companies spread over all N, by /{cvr} on the main host. */
function spreadPaths(): string[] {
  const count = Math.min(1000, companies);
  return Array.from({ length: count }, (_, i) => `/${demoCvr(1 + Math.floor((i * companies) / count))}`);
}

/** A wrk script that cycles through the spread paths. */
function spreadScript(): string {
  const paths = spreadPaths().map((p) => `"${p}"`);
  const file = path.join(os.tmpdir(), `bench-site-spread-${companies}.lua`);
  fs.writeFileSync(
    file,
    `local paths = {${paths.join(",")}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  return file;
}

type Weight = {
  htmlRaw: number;
  htmlGzip: number;
  htmlBr: number;
  cssRaw: number;
  cssGzip: number;
  js: number;
  scriptFiles: number;
};

async function pageWeight(host: string, urlPath: string): Promise<Weight> {
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

type BrowserMetrics = {
  fcp: number;
  lcp: number;
  cls: number;
  transfer: number;
  requests: number;
  longTasks: number;
};

/** Chromium with Lighthouse's mobile settings (Moto G-class CPU 4× slower, 150 ms RTT, 1.6 Mbit/s). */
async function browserMetrics(url: string): Promise<BrowserMetrics[]> {
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  ensureWrk();
  ensureBuild();
  seed();
  const first = demoCompany(1);
  const host = `${first.baseSubdomain}.localhost:${port}`;
  const subpage = `/${first.pages[1]?.slug ?? "om-os"}`;
  const spread = spreadScript();
  const rows: string[] = [];
  const notes: string[] = [];
  let weight: Weight | null = null;
  let metrics: BrowserMetrics[] = [];

  for (const cache of ["on", "off"] as const) {
    console.log(`\nServer med SITE_CACHE=${cache} ...`);
    const server = await startServer(cache);
    try {
      // Warm up: the first requests render, fill caches and JIT.
      for (const p of ["/", subpage]) for (let i = 0; i < 50; i++) await get(host, p);
      // First views of 1000 companies, one at a time: what a page costs the first time after an edit.
      const firstViews: number[] = [];
      for (const p of spreadPaths()) {
        const started = performance.now();
        await get(`localhost:${port}`, p, { "accept-encoding": "gzip, br" });
        firstViews.push(performance.now() - started);
      }
      const firstView = `første visning af ${firstViews.length} sider én ad gangen: p50 ${median(firstViews).toFixed(1)} ms, p99 ${percentile(firstViews, 99).toFixed(1)} ms`;
      console.log(`  ${firstView}`);
      notes.push(`${companies} virksomheder, cache ${cache === "on" ? "til" : "fra"}: ${firstView}.`);
      const scenarios: Array<[string, string, string, string | undefined, number]> = [
        [`forside (subdomæne), ${connections} forbindelser`, host, "/", undefined, connections],
        ["forside (subdomæne), 4 forbindelser", host, "/", undefined, 4],
        [`underside ${subpage}`, host, subpage, undefined, connections],
        [
          `${Math.min(1000, companies)} firmaer spredt, /{cvr} (set før)`,
          `localhost:${port}`,
          "/",
          spread,
          connections,
        ],
      ];
      // A short run first, so the measured runs see a warmed-up process (JIT, pools, caches).
      wrk(server.pid!, host, "/", undefined, 3);
      for (const [name, h, p, script, conns] of scenarios) {
        const result = wrk(server.pid!, h, p, script, duration, conns);
        console.log(
          `  ${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU/forespørgsel node ${result.nodeCpu.toFixed(0)} µs + PostgreSQL ${result.pgCpu.toFixed(0)} µs ${result.errors}`,
        );
        rows.push(
          `| ${companies} | ${cache === "on" ? "til" : "fra"} | ${name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.nodeCpu.toFixed(0)} | ${result.pgCpu.toFixed(0)} |${result.errors ? ` ${result.errors}` : ""}`,
        );
      }
      if (cache === "on") {
        weight = await pageWeight(host, "/");
        if (!values["skip-browser"]) metrics = await browserMetrics(`http://${host}/`);
      }
    } finally {
      await stopServer(server);
    }
  }

  console.log(`\n### ${companies} virksomheder (${os.cpus().length} kerner, wrk -t2 -d${duration}s)\n`);
  console.log(
    "| virksomheder | cache | side | req/s | p50 ms | p99 ms | CPU node µs/forespørgsel | CPU PostgreSQL µs/forespørgsel |",
  );
  console.log("|---:|---|---|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
  console.log("");
  for (const note of notes) console.log(note);
  if (weight) {
    console.log(
      `\nForside: HTML ${kb(weight.htmlRaw)} (gzip ${kb(weight.htmlGzip)}, brotli ${kb(weight.htmlBr)}), CSS ${kb(weight.cssRaw)} (gzip ${kb(weight.cssGzip)}), HTML+CSS komprimeret ${kb(weight.htmlGzip + weight.cssGzip)}; JavaScript: ${weight.scriptFiles} scriptfiler, ${weight.js} B inline.`,
    );
  }
  if (metrics.length > 0) {
    console.log(
      `Chromium, mobil (Pixel 7, CPU 4× langsommere, 150 ms RTT, 1,6 Mbit/s), median af ${metrics.length}: FCP ${median(metrics.map((m) => m.fcp)).toFixed(0)} ms, LCP ${median(metrics.map((m) => m.lcp)).toFixed(0)} ms, CLS ${median(metrics.map((m) => m.cls)).toFixed(3)}, lange opgaver ${median(metrics.map((m) => m.longTasks))}, ${median(metrics.map((m) => m.requests))} forespørgsler, ${kb(median(metrics.map((m) => m.transfer)))} overført.`,
    );
  }
  console.log("Lighthouse-scorer: npm run bench:lighthouse (tallene ovenfor er Chromiums egne målinger).");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
