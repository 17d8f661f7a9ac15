// npm run bench:cluster -- [--companies 10000] [--duration 15] [--connections 32] [--owners 4]
//
// Issue 7: the production front door under mixed load, and three drills. Starts one embedded
// PostgreSQL (seeded with N demo companies), the production build behind deploy/Caddyfile (see
// scripts/lib/cluster.ts) and measures, for ONE and for TWO instances, wrk GETs spread over many
// customer sites (home and sub-pages, Host header per request) while a small Node loop posts admin
// settings saves as a few owners (the load: scripts/lib/cluster-load.ts). Then:
//   A. PostgreSQL is stopped and started again (same data folder and port) under load: status
//      counts per second, and every acknowledged save (unique phone number) must be in the database.
//   B. One instance is SIGKILLed under load: Caddy must keep serving from the other.
//   C. A rolling upgrade under load (issue 28): each instance in turn drains, restarts and is waited
//      for, as deploy/upgrade.sh does; customer pages, admin GETs and saves must all answer 2xx.
// The root domain is "localhost" so wrk can reach https://localhost (SNI localhost, the self-signed
// wildcard standing in for certbot's) while the Lua script sets Host: <subdomain>.localhost per request.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDatabase, connectDatabase, db } from "~/db/client.server";
import { startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { demoCvr } from "~/server/seed/demo-companies";
import { seedCompanies } from "~/server/seed/seed-companies.server";
import {
  type AppInstance,
  ensureBuild,
  ensureDebianPackage,
  publishAllSites,
  type RunningCaddy,
  request,
  startCaddy,
  startInstances,
} from "./lib/cluster";
import {
  checkSaves,
  logIn,
  type Owner,
  type Probe,
  printProbe,
  printSaveSeconds,
  probeLoop,
  ROOT,
  type Save,
  saveLoop,
  sleep,
  summarize,
  type Targets,
  writeLuaScript,
  wrk,
} from "./lib/cluster-load";
import { readNumberOptions } from "./lib/number-options";

const {
  numbers: { companies: companyCount, duration, connections, owners: ownerCount },
} = readNumberOptions({ companies: 10000, duration: 15, connections: 32, owners: 4 });
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** Up to 2000 random (subdomain, page) pairs from the database: homepages and sub-pages. */
async function pickTargets(url: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subdomain: string; slug: string; type: string }>(
      "select c.subdomain, p.slug, p.type from pages p join companies c on c.id = p.company_id order by random() limit 2000",
    );
    return rows.map((r) => ({
      host: `${r.subdomain}.${ROOT}`,
      path: r.type === "homepage" ? "/" : `/${r.slug}`,
    }));
  } finally {
    await client.end();
  }
}

async function ownerRows(url: string): Promise<Array<{ n: number; companyId: string; theme: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = [];
    for (let n = 1; n <= ownerCount; n++) {
      const { rows } = await client.query<{ id: string; theme: string }>(
        "select id, theme from companies where cvr = $1",
        [demoCvr(n)],
      );
      if (!rows[0]) throw new Error(`demo-virksomhed ${n} mangler`);
      result.push({ n, companyId: rows[0].id, theme: rows[0].theme });
    }
    return result;
  } finally {
    await client.end();
  }
}

/** What makes the run fail (exit code 1) after all numbers are printed. */
const failures: string[] = [];

/** A drill must never answer 404 for a site that exists (it means "gone", not "try again"). */
function expectNo404(drill: string, probe: Probe) {
  const notFound = [...probe.values()].reduce((sum, row) => sum + (row.get("404") ?? 0), 0);
  if (notFound > 0) failures.push(`${drill}: ${notFound} svar 404 for eksisterende sider`);
}

type Cluster = { instances: AppInstance[]; caddy: RunningCaddy; owners: Owner[]; stop: () => Promise<void> };

async function startCluster(count: number, databaseUrl: string, dataDir: string): Promise<Cluster> {
  const instances = await startInstances({ count, databaseUrl, rootDomain: ROOT, dataDir });
  const caddy = await startCaddy({ rootDomain: ROOT, upstreams: instances.map((i) => i.port) });
  const owners: Owner[] = [];
  for (const row of await ownerRows(databaseUrl)) owners.push({ ...row, cookie: await logIn(caddy, row.n) });
  return {
    instances,
    caddy,
    owners,
    stop: async () => {
      await caddy.stop();
      for (const instance of instances) await instance.stop().catch(() => {});
    },
  };
}

/** Load (wrk) + saves (+ optional probe) for `seconds`; `during` runs a fault at a given moment. */
async function run(
  cluster: Cluster,
  script: string,
  targets: Targets,
  seconds: number,
  during?: (t0: number) => Promise<void>,
) {
  const t0 = Date.now();
  let running = true;
  const saves: Save[] = [];
  const probe: Probe = new Map();
  const loops = [
    ...cluster.owners.map((owner) => saveLoop(cluster.caddy, owner, saves, () => running, t0)),
    ...[1, 2, 3, 4].map(() => probeLoop(cluster.caddy, targets, probe, () => running, t0)),
  ];
  const [result] = await Promise.all([wrk(cluster.caddy, script, seconds, connections), during?.(t0)]);
  running = false;
  await Promise.all(loops);
  return { result, saves, probe };
}

async function main() {
  ensureDebianPackage("wrk", "wrk");
  ensureBuild(buildDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-cluster-db-"));
  fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
  let database = await startEmbeddedPostgres({ dataDir });
  const pgPort = Number(new URL(database.url).port);
  const cleanups: Array<() => Promise<void>> = [
    async () => {
      await database.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  ];
  try {
    connectDatabase(database.url);
    await applyMigrations(db());
    const seedStart = performance.now();
    await seedCompanies(companyCount, (done) => {
      if (done % 10_000 === 0) console.log(`  ${done}/${companyCount}`);
    });
    console.log(
      `${companyCount} demo-virksomheder seedet på ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );
    await closeDatabase();
    // Every site's files rendered once, shared by every instance below (as in production).
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-cluster-app-"));
    fs.chmodSync(appDir, 0o755);
    cleanups.push(async () => fs.rmSync(appDir, { recursive: true, force: true }));
    publishAllSites({ databaseUrl: database.url, rootDomain: ROOT, dataDir: appDir });
    const targets = await pickTargets(database.url);
    const script = writeLuaScript(targets);
    const machine = `${os.cpus().length} kerner (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM`;
    console.log(
      `Maskine: ${machine}; wrk -t2 -c${connections} -d${duration}s over ${targets.length} sider; ${ownerCount} ejere gemmer samtidig`,
    );

    // 1. Mixed load, one and two instances.
    for (const count of [1, 2]) {
      const cluster = await startCluster(count, database.url, appDir);
      cleanups.unshift(cluster.stop);
      await wrk(cluster.caddy, script, 10, connections); // warm-up: JIT, pools, site caches, certificates
      const { result, saves } = await run(cluster, script, targets, duration);
      const ok = saves.filter((s) => s.ok).length;
      console.log(
        `\n${count} instans${count > 1 ? "er" : ""}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50}, p99 ${result.p99}, fejl: ${result.errors}; gemninger ${ok} ok / ${saves.length - ok} fejlet (${(ok / duration).toFixed(1)}/s)`,
      );
      if (count === 1) {
        await cluster.stop();
        cleanups.shift();
        continue;
      }

      // 2. Fault drill A: PostgreSQL restart under load (two instances).
      console.log("\nØvelse A: PostgreSQL genstartes under belastning (2 instanser)");
      const marks: Record<number, string> = {};
      const drillA = await run(cluster, script, targets, 30, async (t0) => {
        await sleep(5_000);
        marks[Math.floor((Date.now() - t0) / 1000)] = "PostgreSQL stoppes";
        await database.stop();
        await sleep(5_000);
        marks[Math.floor((Date.now() - t0) / 1000)] = "PostgreSQL startes";
        database = await startEmbeddedPostgres({ dataDir, port: pgPort });
        marks[Math.floor((Date.now() - t0) / 1000)] = "PostgreSQL kører igen";
      });
      printProbe(drillA.probe, marks);
      expectNo404("Øvelse A", drillA.probe);
      console.log(`  wrk: ${drillA.result.rps.toFixed(0)} req/s, fejl: ${drillA.result.errors}`);
      console.log(
        `  probe i alt: ${summarize([...drillA.probe.values()].flatMap((row) => [...row.entries()]))}`,
      );
      printSaveSeconds(drillA.saves);
      await checkSaves(database.url, cluster.owners, drillA.saves, failures);

      const aliveAfterA = await alive(cluster.instances);
      console.log(`  instanser i live efter øvelse A: ${aliveAfterA}`);
      if (aliveAfterA !== `${cluster.instances.length}/${cluster.instances.length}`)
        failures.push(`Øvelse A: kun ${aliveAfterA} instanser overlevede en PostgreSQL-genstart`);
      await cluster.stop();
      cleanups.shift();

      // 3. Fault drill B: SIGKILL one instance under load, on a fresh pair (drill A may have
      // left one dead; see the report above).
      console.log("\nØvelse B: én instans dræbes (SIGKILL) under belastning (2 friske instanser)");
      const fresh = await startCluster(2, database.url, appDir);
      cleanups.unshift(fresh.stop);
      await wrk(fresh.caddy, script, 10, connections);
      const victim = fresh.instances[0]!;
      let killedAt = -1;
      const drillB = await run(fresh, script, targets, 20, async (t0) => {
        await sleep(7_000);
        killedAt = Math.floor((Date.now() - t0) / 1000);
        killInstance(victim.port);
      });
      printProbe(drillB.probe, { [killedAt]: `instansen på :${victim.port} dræbt` });
      expectNo404("Øvelse B", drillB.probe);
      const survivors = await alive(fresh.instances.slice(1));
      if (survivors !== `${fresh.instances.length - 1}/${fresh.instances.length - 1}`)
        failures.push(`Øvelse B: den overlevende instans svarer ikke (${survivors})`);
      const entries = [...drillB.probe.entries()];
      const before = entries.filter(([s]) => s < killedAt).flatMap(([, row]) => [...row.entries()]);
      const after = entries.filter(([s]) => s >= killedAt).flatMap(([, row]) => [...row.entries()]);
      console.log(`  før: ${summarize(before)}; efter: ${summarize(after)}`);
      console.log(`  wrk: ${drillB.result.rps.toFixed(0)} req/s, fejl: ${drillB.result.errors}`);
      await checkSaves(database.url, fresh.owners, drillB.saves, failures);
      await fresh.stop();
      cleanups.shift();

      // 4. Drill C: a rolling upgrade under load, as deploy/upgrade.sh does it (issue 28): every
      // instance in turn drains, stops, starts and is waited for; nothing may answer non-2xx.
      console.log("\nØvelse C: rullende opgradering under belastning (2 instanser, én ad gangen)");
      const pair = await startCluster(2, database.url, appDir);
      cleanups.unshift(pair.stop);
      await wrk(pair.caddy, script, 10, connections);
      const caddyLogBefore = pair.caddy.log().length;
      const upgradeMarks: Record<number, string> = {};
      const adminGets: string[] = [];
      const drillC = await run(pair, script, targets, 45, async (t0) => {
        const stopAdmin = adminGetLoop(pair, adminGets);
        for (const instance of pair.instances) {
          await sleep(3_000);
          upgradeMarks[Math.floor((Date.now() - t0) / 1000)] = `:${instance.port} genstartes`;
          await instance.restart();
          upgradeMarks[Math.floor((Date.now() - t0) / 1000)] = `:${instance.port} klar igen`;
          await sleep(UPGRADE_HEALTH_WAIT_MS);
        }
        await stopAdmin();
      });
      printProbe(drillC.probe, upgradeMarks);
      const notOk = [...drillC.probe.values()]
        .flatMap((row) => [...row.entries()])
        .filter(([key]) => !/^2/.test(key));
      const adminNotOk = adminGets.filter((status) => !/^2/.test(status));
      const savesNotOk = drillC.saves.filter((save) => !save.ok);
      console.log(
        `  kundesider (probe): ${summarize([...drillC.probe.values()].flatMap((row) => [...row.entries()]))}; ` +
          `admin-GET: ${summarize(adminGets.map((status) => [status, 1]))}; ` +
          `gemninger ${drillC.saves.length - savesNotOk.length} ok / ${savesNotOk.length} fejlet; wrk fejl: ${drillC.result.errors}`,
      );
      if (savesNotOk.length > 0) {
        printSaveSeconds(drillC.saves);
        // Why Caddy answered a save with an error: its reverse_proxy error lines during the drill.
        for (const line of pair.caddy.log().slice(caddyLogBefore).split("\n"))
          if (/"level":"error"/.test(line)) console.log(`  caddy: ${line.slice(0, 400)}`);
      }
      const customerErrors = notOk.reduce((sum, [, count]) => sum + count, 0);
      if (customerErrors > 0) failures.push(`Øvelse C: ${customerErrors} kundesidesvar var ikke 2xx`);
      if (adminNotOk.length > 0) failures.push(`Øvelse C: ${adminNotOk.length} admin-GET var ikke 2xx`);
      if (drillC.result.errors !== "ingen") failures.push(`Øvelse C: wrk fik fejl (${drillC.result.errors})`);
      await checkSaves(database.url, pair.owners, drillC.saves, failures);
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
  if (failures.length > 0) {
    console.error(`\nFEJL (${failures.length}):`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exitCode = 1;
  }
}

/** Caddy's active health check runs every 5 s: after an instance is ready, wait for it to be marked up. */
const UPGRADE_HEALTH_WAIT_MS = 6_000;

/** Owners' admin GETs through Caddy until stopped: each answer's status (or "fejl"). */
function adminGetLoop(cluster: Cluster, statuses: string[]): () => Promise<void> {
  let running = true;
  const ca = cluster.caddy.rootCa();
  const loops = cluster.owners.map(async (owner) => {
    while (running) {
      const status = await request({
        port: cluster.caddy.httpsPort,
        host: ROOT,
        path: "/admin/dashboard",
        ca,
        headers: { cookie: owner.cookie },
      }).then(
        (answer) => String(answer.status),
        () => "fejl",
      );
      statuses.push(status);
      await sleep(100);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Which instances answer /healthz directly (not through Caddy), e.g. "2/2". */
async function alive(instances: AppInstance[]): Promise<string> {
  let up = 0;
  for (const instance of instances) {
    const answer = await request({ port: instance.port, host: ROOT, path: "/healthz" }).catch(() => null);
    if (answer?.status === 200) up++;
  }
  return `${up}/${instances.length}`;
}

/** SIGKILL the node process listening on `port` (found through /proc: the app does not expose its pid). */
function killInstance(port: number) {
  const pid = execFileSync("sh", ["-c", `ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | head -1`], {
    encoding: "utf8",
  })
    .trim()
    .replace("pid=", "");
  if (!pid) throw new Error(`ingen proces lytter på :${port}`);
  process.kill(Number(pid), "SIGKILL");
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
