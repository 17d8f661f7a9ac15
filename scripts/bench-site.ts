// npm run bench:site -- [--companies 10] [--duration 8] [--connections 32] [--data-dir DIR] [--port 3299]
//                        [--nginx-port PORT] [--uncached] [--skip-browser] [--rounds 3] [--skip-site-files]
//
// Benchmarks customer-site serving against the production build: seeds N demo companies into a data
// folder of its own (data/bench-N, reused), gives company 2 a verified own domain and renders every
// site's files as production publishes them (scripts/publish-sites.ts, only what is missing or stale),
// so the pages below are served from the files (docs/decisions/026) as in production; starts the server
// and, in the same run, nginx (1 worker, its own temporary prefix) serving the very same HTML bytes as
// static files. For a subdomain homepage, a subpage, an own-domain page and /{cvr} it loads both with
// wrk -t1 -c32 (no compression asked, a browser's User-Agent so page views are counted), in --rounds
// rounds over all pages of pairs (ours, then nginx; the row shows the median-ratio pair, all are listed), and prints
// req/s, p50/p99, the CPU per request of the app and of PostgreSQL, and the ratio to nginx; then the
// same pages through Express alone (SITE_FAST_PATH=off), a spread of 1000 companies' /{cvr} pages,
// and (with --uncached) SITE_CACHE=off; as a reference, bare node:http writing the homepage's bytes
// from one Buffer (on nginx's port + 1). Also page weight and FCP/LCP/CLS as Chromium itself measures
// them (a Pixel 7 emulated with DevTools throttling at Lighthouse's mobile figures; not Lighthouse, which
// simulates its throttling and scores pages: npm run bench:lighthouse). Prints Markdown for
// docs/performance.md; exits non-zero on any error or non-2xx answer. wrk and nginx are Debian packages:
// installed with apt-get when missing and root. Last, unless --skip-site-files, the long tail: every
// page of every company, shuffled, against nginx on the same files (npm run bench:site-files, issue 24).

import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { withEmbeddedPostgres } from "~/db/embedded.server";
import { demoCompany, demoCvr } from "~/server/seed/demo-companies";
import { readNumberOptions } from "./lib/number-options";
import { type BrowserMetrics, browserMetrics, pageWeight, type Weight } from "./lib/page-metrics";
import { ensurePortFree, startBareNode, startNginx } from "./lib/site-servers";
import { BROWSER_UA, type Load, wrk as runWrk, type WrkResult } from "./lib/site-wrk";
import { percentile } from "./lib/test-server";

const {
  numbers: { companies, duration, connections, rounds: roundsAsked, port },
  values,
} = readNumberOptions(
  { companies: 10, duration: 8, connections: 32, port: 3299, rounds: 3 },
  {
    "data-dir": { type: "string" },
    "nginx-port": { type: "string" },
    uncached: { type: "boolean", default: false },
    "skip-browser": { type: "boolean", default: false },
    "skip-site-files": { type: "boolean", default: false },
  },
);
const rounds = Math.max(1, roundsAsked);
const nginxPort = Number(values["nginx-port"] ?? port + 1);
const dataDir = path.resolve(String(values["data-dir"] ?? `data/bench-${companies}`));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const nodeBin = path.resolve("node_modules/.bin/node");

/** Everything that went wrong; the run exits non-zero when this is not empty. */
const failures: string[] = [];
/** wrk with this run's connections and duration, its errors counted as failures. */
const wrk = (load: Load): WrkResult => runWrk(load, { connections, duration }, failures);

if (!Number.isInteger(companies) || companies < 1)
  throw new Error("--companies skal være et positivt heltal");

function ensureTool(tool: "wrk" | "nginx", versionFlag: string): void {
  if (spawnSync(tool, [versionFlag]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error(`${tool} mangler: apt-get install -y ${tool}`);
  console.log(`Installerer ${tool} (apt-get install -y ${tool}) ...`);
  execFileSync("apt-get", ["install", "-y", tool], { stdio: "inherit" });
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

/** The own domain demo company 2 gets (verified), so own-domain pages are measured too. */
const OWN_DOMAIN = "bench-eget-domaene.dk";

async function giveOwnDomain(): Promise<void> {
  if (companies < 2) throw new Error("--companies skal være mindst 2 (virksomhed 2 får et eget domæne)");
  await withEmbeddedPostgres(dataDir, async (client) => {
    // Not through bumpSiteVersion: no server runs yet, so no cache can hold the old address. The new
    // version makes the site's files stale, so renderSiteFiles writes them with the domain (one site
    // rendered again per run; also a data folder whose files were rendered before the domain was set).
    await client.query(
      "update companies set custom_domain = $1, custom_domain_verified_at = coalesce(custom_domain_verified_at, now()), version = version + 1 where cvr = $2",
      [OWN_DOMAIN, demoCvr(2)],
    );
  });
}

/**
 * Every site's files rendered as production publishes them (docs/decisions/026; only sites whose files
 * are missing or stale): the pages below are then served as in production, from the files.
 */
function renderSiteFiles(): void {
  console.log("Renderer alle siders filer (scripts/publish-sites.ts) ...");
  const out = execFileSync(nodeBin, ["scripts/publish-sites.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SEED_DEMO: "false",
      LOG_REQUESTS: "false",
    },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  console.log(out.trimEnd().split("\n").at(-1));
}

/** The long tail (issue 24): every page of every company, shuffled, against nginx on the same files. */
function benchSiteFiles(): void {
  const args = ["scripts/bench-site-files.ts", "--companies", String(companies), "--data-dir", dataDir];
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), args, { stdio: "inherit" });
  if (result.status !== 0) failures.push(`bench:site-files endte med ${result.status ?? result.signal}`);
}

type Fetched = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(host: string, urlPath: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      // A connection per request: a pooled one may still point at the server of the previous round.
      .get({ host: "127.0.0.1", port, path: urlPath, headers: { host, ...headers }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", (error) => reject(new Error(`${host}${urlPath}: ${error.message}`)));
  });
}

type Mode = { name: string; cache: "on" | "off"; fastPath: "on" | "off" };

async function startServer(mode: Mode): Promise<ChildProcess> {
  // As production starts it (deploy/systemd/hv@.service, ADR 038).
  const child = spawn(nodeBin, ["--no-memory-reducer", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SITE_CACHE: mode.cache,
      SITE_FAST_PATH: mode.fastPath,
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

/** 1000 companies spread over all N, by /{cvr} on the main host. */
function spreadPaths(): string[] {
  const count = Math.min(1000, companies);
  return (
    Array.from({ length: count }, (_, i) => `/${demoCvr(1 + Math.floor((i * companies) / count))}`)
      // Company 2 has the own domain (giveOwnDomain), so its /{cvr} answers 301 there (ADR 019).
      .filter((p) => p !== `/${demoCvr(2)}`)
  );
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

async function main() {
  ensureTool("wrk", "--version");
  ensureTool("nginx", "-v");
  ensureBuild();
  await ensurePortFree(port);
  seed();
  await giveOwnDomain();
  renderSiteFiles();
  const first = demoCompany(1);
  const subdomainHost = `${first.baseSubdomain}.localhost:${port}`;
  const mainHost = `localhost:${port}`;
  const subpage = `/${first.pages[1]?.slug ?? "om-os"}`;
  const pages: Array<{ name: string; host: string; path: string; file: string }> = [
    { name: "homepage (subdomain)", host: subdomainHost, path: "/", file: "subdomain-home.html" },
    { name: `subpage ${subpage} (subdomain)`, host: subdomainHost, path: subpage, file: "subpage.html" },
    { name: "homepage (own domain)", host: OWN_DOMAIN, path: "/", file: "own-domain.html" },
    { name: "/{cvr} (main host)", host: mainHost, path: `/${demoCvr(1)}`, file: "cvr.html" },
  ];
  const spread = spreadScript();
  const modes: Mode[] = [
    { name: "fast path", cache: "on", fastPath: "on" },
    { name: "Express only", cache: "on", fastPath: "off" },
    ...(values.uncached ? [{ name: "no cache", cache: "off", fastPath: "off" } as Mode] : []),
  ];
  const nginxRoot = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-html-"));
  // nginx's worker runs as an unprivileged user when started as root.
  fs.chmodSync(nginxRoot, 0o755);
  const rows: string[] = [];
  const notes: string[] = [];
  let weight: Weight | null = null;
  let metrics: BrowserMetrics[] = [];

  for (const mode of modes) {
    console.log(`\nServer: ${mode.name} (SITE_CACHE=${mode.cache}, SITE_FAST_PATH=${mode.fastPath}) ...`);
    const server = await startServer(mode);
    let nginx: { stop: () => Promise<void> } | null = null;
    try {
      // Warm up: the first requests render, fill caches and JIT.
      for (const page of pages) {
        for (let i = 0; i < 50; i++) {
          const reply = await get(page.host, page.path, { "user-agent": BROWSER_UA });
          if (reply.status !== 200) throw new Error(`${page.host}${page.path} svarede ${reply.status}`);
          // nginx serves the very bytes our server sends without compression.
          if (mode === modes[0] && i === 49) {
            fs.writeFileSync(path.join(nginxRoot, page.file), reply.body, { mode: 0o644 });
          }
        }
      }
      if (mode === modes[0]) nginx = await startNginx(nginxRoot, nginxPort);
      // First views of 1000 companies, one at a time: what a page costs the first time after an edit.
      const firstViews: number[] = [];
      for (const p of spreadPaths()) {
        const started = performance.now();
        const reply = await get(mainHost, p, { "accept-encoding": "gzip, br" });
        if (reply.status !== 200) failures.push(`${p} svarede ${reply.status}`);
        firstViews.push(performance.now() - started);
      }
      const firstView = `first view of ${firstViews.length} pages one at a time: p50 ${median(firstViews).toFixed(1)} ms, p99 ${percentile(firstViews, 99).toFixed(1)} ms`;
      console.log(`  ${firstView}`);
      notes.push(`${companies} companies, ${mode.name}: ${firstView}.`);
      // A short run first, so the measured runs see a warmed-up process (JIT, pools, caches).
      wrk({ pid: server.pid!, port, host: subdomainHost, path: "/", seconds: 3 });
      if (nginx)
        wrk({ pid: null, port: nginxPort, host: "localhost", path: `/${pages[0]!.file}`, seconds: 3 });

      const report = (name: string, ours: WrkResult, theirs: WrkResult | null, server = mode.name) => {
        const ratio = theirs ? ours.rps / theirs.rps : Number.NaN;
        console.log(
          `  ${name}: ${ours.rps.toFixed(0)} req/s, p50 ${fixed(ours.p50)} ms, p99 ${fixed(ours.p99)} ms, CPU/request node ${ours.nodeCpu.toFixed(0)} µs + PostgreSQL ${ours.pgCpu.toFixed(0)} µs${theirs ? `; nginx ${theirs.rps.toFixed(0)} req/s, p99 ${fixed(theirs.p99)} ms; ratio ${fixed(ratio)}` : ""} ${ours.errors}`,
        );
        rows.push(
          `| ${companies} | ${server} | ${name} | ${ours.rps.toFixed(0)} | ${fixed(ours.p50)} | ${fixed(ours.p99)} | ${ours.nodeCpu.toFixed(0)} | ${ours.pgCpu.toFixed(0)} | ${theirs ? theirs.rps.toFixed(0) : "–"} | ${theirs ? fixed(theirs.p50) : "–"} | ${theirs ? fixed(theirs.p99) : "–"} | ${fixed(ratio)} |`,
        );
      };
      // Rounds over all pages, each page as a pair (ours, then nginx right after, so both see the same
      // machine load). Rounds go over every page in turn, so a drift of the machine during the run
      // (seen: later rows lower) spreads over all pages instead of landing on the last one. The row
      // shown is the pair with the median ratio; one 8 s pair on 2 cores varied by ±15 %.
      type Pair = { ours: WrkResult; theirs: WrkResult | null };
      const measured: Pair[][] = pages.map(() => []);
      for (let round = 0; round < (nginx ? rounds : 1); round++) {
        pages.forEach((page, index) => {
          const ours = wrk({ pid: server.pid!, port, host: page.host, path: page.path });
          const theirs = nginx
            ? wrk({ pid: null, port: nginxPort, host: "localhost", path: `/${page.file}` })
            : null;
          measured[index]!.push({ ours, theirs });
        });
      }
      const ratioOf = (m: Pair) => (m.theirs ? m.ours.rps / m.theirs.rps : 0);
      pages.forEach((page, index) => {
        const pairs = measured[index]!;
        const chosen = [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(pairs.length / 2)]!;
        if (pairs.length > 1) {
          const ratios = pairs.map((m) => fixed(ratioOf(m))).join(", ");
          notes.push(`${companies} companies, ${mode.name}, ${page.name}: ratio per round ${ratios}.`);
        }
        report(page.name, chosen.ours, chosen.theirs);
      });
      if (nginx) {
        // The reference right after, on the homepage's bytes.
        const bare = await startBareNode(path.join(nginxRoot, pages[0]!.file), nginxPort + 1, nodeBin);
        try {
          wrk({ pid: bare.pid!, port: nginxPort + 1, host: "localhost", path: "/", seconds: 3 });
          const floor = wrk({ pid: bare.pid!, port: nginxPort + 1, host: "localhost", path: "/" });
          const theirs = wrk({ pid: null, port: nginxPort, host: "localhost", path: `/${pages[0]!.file}` });
          report(pages[0]!.name, floor, theirs, "node:http with one fixed Buffer (reference)");
        } finally {
          await stopServer(bare);
        }
      }
      if (mode === modes[0]) {
        const brotli = wrk({
          pid: server.pid!,
          port,
          host: subdomainHost,
          path: "/",
          encoding: "gzip, deflate, br",
        });
        report("homepage (subdomain), brotli", brotli, null);
      }
      const spreadResult = wrk({ pid: server.pid!, port, host: mainHost, path: "/", script: spread });
      report(`${Math.min(1000, companies)} companies spread, /{cvr} (seen before)`, spreadResult, null);
      if (mode === modes[0]) {
        weight = await pageWeight(get, subdomainHost, "/");
        if (!values["skip-browser"]) metrics = await browserMetrics(`http://${subdomainHost}/`);
      }
    } finally {
      await nginx?.stop();
      await stopServer(server);
    }
  }
  fs.rmSync(nginxRoot, { recursive: true, force: true });

  console.log(
    `\n### ${companies} companies (${os.cpus().length} cores, wrk -t1 -c${connections} -d${duration}s, load average ${os.loadavg()[0]!.toFixed(1)} at the end)\n`,
  );
  console.log(
    "| companies | server | page | req/s | p50 ms | p99 ms | CPU node µs/request | CPU PostgreSQL µs/request | nginx req/s | nginx p50 ms | nginx p99 ms | ratio to nginx |",
  );
  console.log("|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
  console.log("");
  for (const note of notes) console.log(note);
  if (weight) {
    console.log(
      `\nHomepage: HTML ${kb(weight.htmlRaw)} (gzip ${kb(weight.htmlGzip)}, brotli ${kb(weight.htmlBr)}), CSS ${kb(weight.cssRaw)} (gzip ${kb(weight.cssGzip)}), HTML+CSS compressed ${kb(weight.htmlGzip + weight.cssGzip)}; JavaScript: ${weight.scriptFiles} script files, ${weight.js} B inline.`,
    );
  }
  if (metrics.length > 0) {
    console.log(
      `Chromium, mobile (Pixel 7, CPU 4× slower, 150 ms RTT, 1.6 Mbit/s), median of ${metrics.length}: FCP ${median(metrics.map((m) => m.fcp)).toFixed(0)} ms, LCP ${median(metrics.map((m) => m.lcp)).toFixed(0)} ms, CLS ${median(metrics.map((m) => m.cls)).toFixed(3)}, long tasks ${median(metrics.map((m) => m.longTasks))}, ${median(metrics.map((m) => m.requests))} requests, ${kb(median(metrics.map((m) => m.transfer)))} transferred.`,
    );
  }
  console.log(
    "Lighthouse scores: npm run bench:lighthouse (the numbers above are Chromium's own measurements).",
  );
  if (!values["skip-site-files"]) benchSiteFiles();
  if (failures.length > 0) {
    console.error(`\nErrors during the run:\n${failures.map((line) => `  ${line}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
