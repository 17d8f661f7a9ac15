// wrk over a long list of requests, as `npm run bench:site-files` (scripts/bench-site-files.ts) runs it:
// one load thread, the list read from a data file, the server's CPU per request from /proc.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuTicks, TICKS_PER_SECOND } from "./cpu-ticks";

/**
 * A wrk script asking every request of `requests` in turn (and again from the start), under
 * os.tmpdir()/<name>.lua. The list lives in a data file the script reads at start (a Lua chunk holds
 * at most 65,536 constants: 68,298 pages did not load), and every request is formatted once, up front.
 */
export function writeWrkScript(
  name: string,
  requests: Array<{ host: string; path: string }>,
  userAgent: string,
): string {
  const file = path.join(os.tmpdir(), `${name}.lua`);
  const list = `${file}.tsv`;
  fs.writeFileSync(list, requests.map((r) => `${r.host}\t${r.path}\n`).join(""));
  fs.writeFileSync(
    file,
    `local t = {}\nfor line in io.lines(${JSON.stringify(list)}) do\n  local host, p = line:match("^([^\\t]*)\\t(.*)$")\n` +
      `  t[#t + 1] = wrk.format("GET", p, {["Host"] = host, ["User-Agent"] = "${userAgent}"})\nend\n` +
      "local i = 0\nrequest = function()\n  i = i + 1\n  return t[(i % #t) + 1]\nend\n",
  );
  return file;
}

export type WrkResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: string;
  /** CPU time of the server `pid` per request, µs (NaN without a pid). */
  cpu: number;
};

const toMs = (v: string) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(v.trim());
  return m ? Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1) : Number.NaN;
};

/** One wrk -t1 run; socket errors and non-2xx answers are added to `failures` under `label`. */
export function runWrk(
  run: { port: number; script: string; label: string; pid?: number; connections: number; duration: number },
  failures: string[],
): WrkResult {
  const ticks0 = run.pid ? cpuTicks(run.pid) : 0;
  const out = execFileSync(
    "wrk",
    [
      "-t1",
      `-c${run.connections}`,
      `-d${run.duration}s`,
      "--latency",
      "-s",
      run.script,
      `http://127.0.0.1:${run.port}/`,
    ],
    { encoding: "utf8" },
  );
  const errors = [/Socket errors:[^\n]+/.exec(out)?.[0], /Non-2xx or 3xx responses: \d+/.exec(out)?.[0]]
    .filter(Boolean)
    .join("; ");
  if (errors) failures.push(`${run.label}: ${errors}`);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  return {
    cpu: run.pid ? ((cpuTicks(run.pid) - ticks0) / TICKS_PER_SECOND / requests) * 1e6 : Number.NaN,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    errors,
  };
}
