// The load of `npm run bench:cluster` (scripts/bench-cluster.ts): wrk GETs spread over customer sites,
// owners' settings saves (and the check that every acknowledged one is in the database) and a
// per-second status probe, all through Caddy, with their printing. Apart from the drills, so that
// each file stays small.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DEMO_PASSWORD, demoOwnerEmail } from "~/server/seed/demo-companies";
import { type RunningCaddy, request } from "./cluster";

/** The root domain: wrk reaches https://localhost (SNI localhost) and sets Host per request. */
export const ROOT = "localhost";
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Targets = Array<{ host: string; path: string }>;

/** A Lua script cycling through `subdomain.localhost` + path pairs, one Host header per request. */
export function writeLuaScript(targets: Array<{ host: string; path: string }>): string {
  const rows = targets.map((t) => `{"${t.host}","${t.path}"}`).join(",\n");
  const file = path.join(os.tmpdir(), `bench-cluster-${process.pid}.lua`);
  fs.writeFileSync(
    file,
    `local targets = {\n${rows}\n}\nlocal i = math.random(#targets)\n` +
      "request = function()\n  i = (i % #targets) + 1\n  local t = targets[i]\n" +
      '  return wrk.format("GET", t[2], { ["Host"] = t[1], ["Accept-Encoding"] = "gzip" })\nend\n',
  );
  return file;
}

type WrkResult = { rps: number; p50: string; p99: string; errors: string };

/** Runs wrk against Caddy's HTTPS port; async so saves and probes run alongside. */
export async function wrk(
  caddy: RunningCaddy,
  script: string,
  seconds: number,
  connections: number,
): Promise<WrkResult> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script];
  const child = spawn("wrk", [...args, `https://${ROOT}:${caddy.httpsPort}/`]);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once("exit", resolve));
  const errors = [/Socket errors:[^\n]+/.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: /\s50%\s+(\S+)/.exec(out)?.[1] ?? "?",
    p99: /\s99%\s+(\S+)/.exec(out)?.[1] ?? "?",
    errors: errors || "ingen",
  };
}

// ---------------------------------------------------------------------------------------------
// Admin saves

export type Owner = { n: number; companyId: string; cookie: string; theme: string };

/** Logs in the way the browser's form does; the session cookie(s) come back with the redirect. */
export async function logIn(caddy: RunningCaddy, n: number): Promise<string> {
  const answer = await request({
    port: caddy.httpsPort,
    host: ROOT,
    path: "/admin?index",
    method: "POST",
    ca: caddy.rootCa(),
    headers: { origin: `https://${ROOT}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: demoOwnerEmail(n), password: DEMO_PASSWORD }).toString(),
  });
  const cookies = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
  if (answer.status !== 302 || cookies.length === 0) throw new Error(`login ejer${n}: ${answer.status}`);
  return cookies.join("; ");
}

/** Every save attempt: which owner, the unique phone it sent, and whether it was acknowledged (2xx). */
export type Save = { owner: number; phone: string; ok: boolean; status: number; second: number };

/** Posts the settings form (intent=save) with a unique phone number until `until()` is false. */
export async function saveLoop(
  caddy: RunningCaddy,
  owner: Owner,
  log: Save[],
  running: () => boolean,
  t0: number,
) {
  const ca = caddy.rootCa();
  let seq = 0;
  while (running()) {
    const phone = `+45 ${owner.n} ${++seq}`;
    const form = new URLSearchParams({
      intent: "save",
      phone,
      email: `ejer${owner.n}@demo.example`,
      address: "Bænkevej 1",
      zipcode: "8000",
      city: "Aarhus",
      showHours: "on",
      "hours.Mandag": "07-16",
      theme: owner.theme,
      customDomain: "",
    });
    const second = Math.floor((Date.now() - t0) / 1000);
    const status = await request({
      port: caddy.httpsPort,
      host: ROOT,
      path: "/admin/settings",
      method: "POST",
      ca,
      headers: {
        origin: `https://${ROOT}`,
        cookie: owner.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    }).then(
      (answer) => answer.status,
      () => 0, // connection error or timeout
    );
    log.push({ owner: owner.n, phone, ok: status >= 200 && status < 300, status, second });
    if (status < 200 || status >= 300) await sleep(200); // no tight loop while things are down
  }
}

// ---------------------------------------------------------------------------------------------
// Per-second status probe (wrk gives only totals)

export type Probe = Map<number, Map<string, number>>;

/** A few Node workers GETting site pages through Caddy; counts status (or "fejl") per second. */
export async function probeLoop(
  caddy: RunningCaddy,
  targets: Targets,
  probe: Probe,
  running: () => boolean,
  t0: number,
) {
  const ca = caddy.rootCa();
  let i = Math.floor(Math.random() * targets.length);
  while (running()) {
    const target = targets[i++ % targets.length]!;
    // SNI "localhost" (its certificate exists); Caddy routes by the Host header, as for wrk.
    const answer = request({
      port: caddy.httpsPort,
      host: ROOT,
      headers: { host: target.host },
      path: target.path,
      ca,
    });
    const key = await answer.then(
      (answer) => String(answer.status),
      () => "fejl",
    );
    const second = Math.floor((Date.now() - t0) / 1000);
    const row = probe.get(second) ?? new Map<string, number>();
    row.set(key, (row.get(key) ?? 0) + 1);
    probe.set(second, row);
  }
}

export function printProbe(probe: Probe, marks: Record<number, string>) {
  for (const second of [...probe.keys()].sort((a, b) => a - b)) {
    const counts = [...probe.get(second)!.entries()].map(([k, v]) => `${k}×${v}`).join(" ");
    console.log(
      `    s${String(second).padStart(3)}: ${counts}${marks[second] ? `   ← ${marks[second]}` : ""}`,
    );
  }
}

export function summarize(entries: Iterable<[string, number]>): string {
  const totals = new Map<string, number>();
  for (const [k, v] of entries) totals.set(k, (totals.get(k) ?? 0) + v);
  return [...totals.entries()].map(([k, v]) => `${k}×${v}`).join(" ");
}

export function printSaveSeconds(saves: Save[]) {
  const seconds = new Map<number, string[]>();
  for (const save of saves)
    seconds.set(save.second, [...(seconds.get(save.second) ?? []), String(save.status)]);
  console.log(
    `  gemninger pr. sekund: ${[...seconds.entries()].map(([s, st]) => `s${s}:${summarize(st.map((x) => [x, 1]))}`).join(" ")}`,
  );
}

/**
 * Acknowledged vs present: each owner's saves run one after another, so the database must hold the
 * owner's last acknowledged phone or a later attempt's. Every acknowledged save before that one was
 * overwritten by a later save in order, which is what durability asks of it.
 */
export async function checkSaves(url: string, owners: Owner[], log: Save[], failures: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let present = 0;
    let checked = 0;
    for (const owner of owners) {
      const mine = log.filter((s) => s.owner === owner.n);
      const lastOk = mine.findLastIndex((s) => s.ok);
      if (lastOk < 0) continue;
      checked++;
      const { rows } = await client.query<{ phone: string }>("select phone from companies where id = $1", [
        owner.companyId,
      ]);
      const allowed = new Set(mine.slice(lastOk).map((s) => s.phone));
      if (rows[0] && allowed.has(rows[0].phone)) present++;
      else {
        const line = `ejer${owner.n}: database har ${rows[0]?.phone}, sidst kvitteret ${mine[lastOk]!.phone}`;
        console.log(`    ${line}`);
        failures.push(`kvitteret gemning tabt: ${line}`);
      }
    }
    const acked = log.filter((s) => s.ok).length;
    const statuses = summarize(log.map((s) => [String(s.status), 1]));
    console.log(
      `  gemninger: ${acked} kvitteret (2xx) af ${log.length} (${statuses}); sidste kvitterede til stede for ${present}/${checked} ejere`,
    );
    return { acked, total: log.length, present, checked };
  } finally {
    await client.end();
  }
}
