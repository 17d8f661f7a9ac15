// npm run bench:site-files -- [--companies 10] [--duration 8] [--connections 16] [--rounds 3]
//                              [--data-dir DIR] [--port 3299] [--sample 200]
// (also run at the end of npm run bench:site, with its --companies)
//
// Published site files (docs/decisions/026) against the production build, on the data folder
// bench:site uses (data/bench-N, seeded when missing). Company 1 gets eight more pages (a 10-page site).
// 1. Renders every site's files (scripts/publish-sites.ts: the rate) and publishes the 10-page site 20
//    times (p50/p95).
// 2. The long tail: every page of every company (site host and /{cvr}) in shuffled order, wrk -t1
//    -c16, our server and nginx serving the very same files from the store, in --rounds pairs, each
//    with a third run of a bare node:http server doing the least per request
//    (scripts/bare-file-server.ts: the floor of Node on this machine); then the same list with
//    SITE_FILES=off (the live path: cache, database, renderer).
// 3. PostgreSQL stopped (its postmaster gets SIGINT): --sample random pages must all answer 200 with
//    the file's bytes, and unknown paths 503. Exits non-zero on any failure.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { withEmbeddedPostgres } from "~/db/embedded.server";
import { demoCvr } from "~/server/seed/demo-companies";
import { type WrkResult as Result, runWrk, writeWrkScript } from "./lib/long-tail-wrk";
import { readNumberOptions } from "./lib/number-options";
import { ensurePortFree } from "./lib/site-servers";

const { numbers: options, values } = readNumberOptions(
  { companies: 10, duration: 8, connections: 16, rounds: 3, sample: 200, port: 3299 },
  { "data-dir": { type: "string" } },
);
const { companies, port } = options;
const nginxPort = port + 1;
const floorPort = port + 2;
const dataDir = path.resolve(String(values["data-dir"] ?? `data/bench-${companies}`));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const storeDir = path.join(dataDir, "site-files");
const nodeBin = path.resolve("node_modules/.bin/node");
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const failures: string[] = [];
const serverEnv = (siteFiles: boolean) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  DATA_DIR: dataDir,
  BUILD_DIR: buildDir,
  SEED_DEMO: "false",
  LOG_REQUESTS: "false",
  SITE_FILES: siteFiles ? "on" : "off",
});

function get(host: string, urlPath: string, toPort = port): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port: toPort, path: urlPath, headers: { host, "user-agent": UA }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        },
      )
      .on("error", reject);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} inden for ${ms / 1000} s`);
}

async function startServer(siteFiles: boolean): Promise<ChildProcess> {
  // As production starts it (deploy/systemd/hv@.service, ADR 038).
  const child = spawn(nodeBin, ["--no-memory-reducer", "server/main.ts"], {
    env: serverEnv(siteFiles),
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(
    async () => (await get(`localhost:${port}`, "/404")).status === 404,
    "serveren startede ikke",
  );
  return child;
}

/**
 * The bare node:http server (scripts/bare-file-server.ts), sending the headers our server sent for
 * `sample` (Date and the connection's own headers are Node's, as for ours).
 */
async function startFloor(sample: Target): Promise<ChildProcess> {
  const headers = await new Promise<Array<[string, string]>>((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: sample.path,
          headers: { host: sample.host, "user-agent": UA },
          agent: false,
        },
        (res) => {
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!/^(date|connection|keep-alive|content-length)$/i.test(name))
              pairs.push([name, res.rawHeaders[i + 1]!]);
          }
          res.resume();
          res.on("end", () => resolve(pairs));
        },
      )
      .on("error", reject);
  });
  const child = spawn(nodeBin, ["--no-memory-reducer", "scripts/bare-file-server.ts"], {
    env: { ...process.env, STORE: storeDir, PORT: String(floorPort), HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(
    async () => (await get("localhost", sample.file, floorPort)).status === 200,
    "node:http-gulvet startede ikke",
    10_000,
  );
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Company 1 gets pages until it has ten (copies of its subpage, published). */
async function tenPageSite(): Promise<void> {
  await withEmbeddedPostgres(dataDir, async (client) => {
    const { rows } = await client.query<{ id: string; n: string }>(
      "select c.id, count(p.id) as n from companies c join pages p on p.company_id = c.id where c.cvr = $1 group by c.id",
      [demoCvr(1)],
    );
    const missing = 10 - Number(rows[0]?.n ?? 10);
    if (missing > 0)
      await client.query(
        `insert into pages (company_id, page_name, slug, type, layout, title, subtitle, content, published, position)
         select p.company_id, p.page_name || ' ' || n, p.slug || '-' || n, p.type, p.layout, p.title || ' ' || n, p.subtitle, p.content, true, p.position + n
         from pages p, generate_series(1, $2::int) n
         where p.company_id = $1 and p.type <> 'homepage'
         order by p.position limit $2`,
        [rows[0]!.id, missing],
      );
  });
}

type Target = { host: string; path: string; file: string };

/** Every page the store holds, as (host, path) for us and the file's path for nginx. */
function storedPages(): Target[] {
  const targets: Target[] = [];
  for (const companyId of fs.readdirSync(path.join(storeDir, "sites"))) {
    const generation = path.join("sites", companyId, "current");
    let manifest: { hosts: string[]; pages: Record<string, { file: string }> };
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(storeDir, generation, "manifest.json"), "utf8"));
    } catch {
      continue;
    }
    const subdomain = manifest.hosts.find((key) => key.startsWith("s:"))?.slice(2);
    const ownDomain = manifest.hosts.find((key) => key.startsWith("d:"))?.slice(2);
    const cvr = manifest.hosts.find((key) => key.startsWith("c:"))?.slice(2);
    for (const [key, page] of Object.entries(manifest.pages)) {
      const [form, pagePath] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
      const file = `/${generation}/${page.file}.html`;
      if (form === "cvr")
        targets.push({ host: `localhost:${port}`, path: `/${cvr}${pagePath === "/" ? "" : pagePath}`, file });
      else targets.push({ host: ownDomain ?? `${subdomain}.localhost:${port}`, path: pagePath, file });
    }
  }
  // The same shuffle for both servers (a fixed seed).
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [targets[i], targets[j]] = [targets[j]!, targets[i]!];
  }
  return targets;
}

const wrkScript = (name: string, requests: Array<{ host: string; path: string }>) =>
  writeWrkScript(`bench-site-files-${name}-${companies}`, requests, UA);
const wrk = (toPort: number, script: string, label: string, pid?: number) =>
  runWrk({ ...options, port: toPort, script, label, pid }, failures);

async function startNginx(): Promise<() => Promise<void>> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-files-nginx-"));
  fs.mkdirSync(path.join(prefix, "logs"));
  const conf = path.join(prefix, "nginx.conf");
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t === "body" ? "client_body" : t}_temp_path ${prefix}/${t};`)
    .join("\n  ");
  fs.writeFileSync(
    conf,
    `worker_processes 1;\ndaemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  sendfile on;\n  tcp_nopush on;\n  keepalive_requests 1000000;\n  ${temp}\n  default_type text/html;\n  server { listen 127.0.0.1:${nginxPort}; root ${storeDir}; }\n}\n`,
  );
  const child = spawn("nginx", ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(
    async () => (await get("localhost", "/", nginxPort)).status > 0,
    "nginx startede ikke",
    10_000,
  );
  return async () => {
    await stop(child);
    fs.rmSync(prefix, { recursive: true, force: true });
  };
}

/** wrk and nginx are Debian packages, installed when missing (as bench:site does). */
function ensureTool(tool: "wrk" | "nginx"): void {
  if (spawnSync(tool, ["-v"]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error(`${tool} mangler: apt-get install -y ${tool}`);
  execFileSync("apt-get", ["install", "-y", tool], { stdio: "inherit" });
}

/** VmRSS of a process in MB, from /proc (0 when it cannot be read). */
function residentMb(pid: number | undefined): number {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, "utf8") : "";
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main() {
  ensureTool("wrk");
  ensureTool("nginx");
  for (const taken of [port, nginxPort, floorPort]) await ensurePortFree(taken);
  if (!fs.existsSync(path.join(buildDir, "server/index.js")))
    throw new Error(`ingen build i ${buildDir}: npm run build`);
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts", "--companies", String(companies)], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  await tenPageSite();
  console.log("Renders every site's files ...");
  const publishOut = execFileSync(nodeBin, ["scripts/publish-sites.ts", "--time-company", demoCvr(1)], {
    env: serverEnv(true),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  console.log(
    publishOut
      .split("\n")
      .filter((l) => l.startsWith("  "))
      .slice(-1)
      .join("\n"),
  );
  const publish = JSON.parse(/PUBLISH (.*)/.exec(publishOut)?.[1] ?? "{}") as {
    p50: number;
    p95: number;
    max: number;
    runs: number;
  };
  // The storage sweep keeps generations; this file's scope is the pages currently served.
  fs.chmodSync(dataDir, 0o755);
  // Gigabytes just written: their writeback would otherwise run during the first rounds (nginx's p99
  // was over a second in a run that started right after a full render).
  execFileSync("sync");
  const targets = storedPages();
  console.log(`${targets.length} pages of ${companies} companies`);
  const ours = wrkScript("ours", targets);
  const theirs = wrkScript(
    "nginx",
    targets.map((t) => ({ host: "localhost", path: t.file })),
  );
  const rows: string[] = [];
  const row = (name: string, r: Result, n: Result | null) =>
    rows.push(
      `| ${companies} | ${targets.length} | ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.cpu.toFixed(0)} | ${n ? n.rps.toFixed(0) : "–"} | ${n ? n.p99.toFixed(2) : "–"} | ${n ? (r.rps / n.rps).toFixed(3) : "–"} |`,
    );

  const server = await startServer(true);
  const floor = await startFloor(targets[0]!).catch(async (error) => {
    await stop(server);
    throw error;
  });
  const stopNginx = await startNginx().catch(async (error) => {
    await stop(server);
    await stop(floor);
    throw error;
  });
  let rssMb = 0;
  let sampleOk = 0;
  let unknown503 = 0;
  const sample = options.sample;
  try {
    wrk(port, ours, "warm-up");
    wrk(floorPort, theirs, "warm-up (floor)");
    const rounds: Array<[Result, Result, Result]> = [];
    for (let round = 0; round < options.rounds; round++)
      rounds.push([
        wrk(port, ours, "site files", server.pid),
        wrk(floorPort, theirs, "node:http floor", floor.pid),
        wrk(nginxPort, theirs, "nginx"),
      ]);
    const ratio = (r: Result, n: Result) => r.rps / n.rps;
    rounds.sort((a, b) => ratio(a[0], a[2]) - ratio(b[0], b[2]));
    const [mid, , nginxMid] = rounds[Math.floor(rounds.length / 2)]!;
    row("site files (long tail, shuffled)", mid, nginxMid);
    const floors = [...rounds].sort((a, b) => ratio(a[1], a[2]) - ratio(b[1], b[2]));
    const [, floorMid, nginxOfFloor] = floors[Math.floor(floors.length / 2)]!;
    row("node:http floor, same files and headers", floorMid, nginxOfFloor);
    console.log(`ratio per round: ${rounds.map(([a, , n]) => ratio(a, n).toFixed(3)).join(", ")}`);
    console.log(`floor's ratio per round: ${floors.map(([, f, n]) => ratio(f, n).toFixed(3)).join(", ")}`);
    console.log(`CPU µs per request per round: ${rounds.map(([a]) => a.cpu.toFixed(1)).join(", ")}`);
    // Issue 24: an instance's memory must not grow with the number of companies beyond the host map.
    rssMb = residentMb(server.pid);
    // PostgreSQL stopped: SIGINT to the embedded postmaster (a fast shutdown).
    const pid = Number(
      fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
    );
    process.kill(pid, "SIGINT");
    await waitFor(
      async () => !fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid")),
      "PostgreSQL stoppede ikke",
    );
    for (let i = 0; i < sample; i++) {
      const t = targets[Math.floor(Math.random() * targets.length)]!;
      const reply = await get(t.host, t.path);
      const file = fs.readFileSync(path.join(storeDir, t.file));
      if (reply.status === 200 && reply.body.equals(file)) sampleOk++;
      else failures.push(`database stopped: ${t.host}${t.path} answered ${reply.status}`);
    }
    for (const t of targets.slice(0, 20)) {
      // On the main host a site lives under /{cvr}: an unknown page there, else on the site's host.
      const cvr = t.host.startsWith("localhost") ? /^\/(\d{8})/.exec(t.path)?.[1] : undefined;
      const reply = await get(t.host, cvr ? `/${cvr}/findes-ikke-her` : "/findes-ikke-her");
      if (reply.status === 503) unknown503++;
      else failures.push(`database stopped: unknown path on ${t.host} answered ${reply.status}`);
    }
  } finally {
    await stopNginx();
    await stop(floor);
    server.kill("SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  // Before: the same list through the live path (SITE_FILES=off).
  const before = await startServer(false);
  try {
    wrk(port, ours, "warm-up (live)");
    row("live path, SITE_FILES=off (before)", wrk(port, ours, "live path", before.pid), null);
  } finally {
    await stop(before);
  }
  console.log(
    `\n### Site files, ${companies} companies (${os.cpus().length} cores, wrk -t1 -c${options.connections} -d${options.duration}s, load average ${os.loadavg()[0]!.toFixed(1)})\n`,
  );
  console.log(
    "| companies | pages | server | req/s | p50 ms | p99 ms | CPU node µs/request | nginx req/s | nginx p99 ms | ratio to nginx |",
  );
  console.log("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const line of rows) console.log(line);
  console.log(
    `\nPostgreSQL stopped: ${sampleOk} of ${sample} random pages 200 with the file's bytes; ${unknown503} of 20 unknown paths 503.`,
  );
  console.log(
    `Resident memory of the serving instance after the long tail: ${rssMb.toFixed(0)} MB (${companies} companies).`,
  );
  console.log(
    `Publishing the 10-page site (${publish.runs} runs): p50 ${publish.p50?.toFixed(0)} ms, p95 ${publish.p95?.toFixed(0)} ms, max ${publish.max?.toFixed(0)} ms.`,
  );
  if (failures.length > 0) {
    console.error(
      `\nErrors:\n${[...new Set(failures)]
        .slice(0, 20)
        .map((f) => `  ${f}`)
        .join("\n")}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
