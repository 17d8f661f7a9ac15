// wrk as `npm run bench:site` runs it (scripts/bench-site.ts): one load thread against one page, with
// the CPU the app and its PostgreSQL spent per request read from /proc around the run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { cpuTicks, TICKS_PER_SECOND } from "./cpu-ticks";

/** A phone browser's User-Agent, so that the server counts the requests as page views. */
export const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

export type WrkResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: string;
  /** CPU time per request of the app process and of its PostgreSQL processes, in µs. */
  nodeCpu: number;
  pgCpu: number;
};

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

export type Load = {
  /** The process whose CPU is counted (with its child processes as PostgreSQL), or null (nginx). */
  pid: number | null;
  port: number;
  host: string;
  path: string;
  script?: string;
  seconds?: number;
  conns?: number;
  /** Accept-Encoding to send; none (as the comparison) when unset. */
  encoding?: string;
};

/** wrk -t1 (one load thread, as in the measurement); every socket error or non-2xx is an error. */
export function wrk(
  load: Load,
  defaults: { connections: number; duration: number },
  failures: string[],
): WrkResult {
  const postgres = load.pid ? descendants(load.pid) : [];
  const node0 = load.pid ? cpuTicks(load.pid) : 0;
  const pg0 = postgres.reduce((sum, pid) => sum + cpuTicks(pid), 0);
  const args = [
    "-t1",
    `-c${load.conns ?? defaults.connections}`,
    `-d${load.seconds ?? defaults.duration}s`,
    "--latency",
    "-H",
    `Host: ${load.host}`,
    ...(load.encoding ? ["-H", `Accept-Encoding: ${load.encoding}`] : []),
    "-H",
    `User-Agent: ${BROWSER_UA}`,
    ...(load.script ? ["-s", load.script] : []),
    `http://127.0.0.1:${load.port}${load.path}`,
  ];
  const out = execFileSync("wrk", args, { encoding: "utf8" });
  const node1 = load.pid ? cpuTicks(load.pid) : 0;
  // Backends started during the run count whole; the set is taken again afterwards.
  const pg1 = load.pid ? descendants(load.pid).reduce((sum, pid) => sum + cpuTicks(pid), 0) : 0;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  // A backend that exits during the run takes its ticks along; never report less than nothing.
  const perRequest = (ticks: number) => Math.max(0, (ticks / TICKS_PER_SECOND / requests) * 1e6);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const errors = [/Socket errors:[^\n]+/.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  if (errors || !(rps > 0))
    failures.push(`${load.host}${load.path} (port ${load.port}): ${errors || "ingen svar"}`);
  return { rps, p50, p99, errors, nodeCpu: perRequest(node1 - node0), pgCpu: perRequest(pg1 - pg0) };
}
