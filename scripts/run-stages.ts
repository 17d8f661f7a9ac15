// `npm test`: runs the given npm scripts in order, stops at the first failure, and prints how long
// each took, in wall-clock and in CPU seconds (its processes' user + system time, from /proc: on a
// shared machine the CPU time is the number that compares between runs), so a slow stage is visible
// in every run (.ci/run adds the slowest test files and e2e tests).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** CPU seconds of the finished child processes of this one (and theirs, once reaped), or NaN. */
function childCpuSeconds(): number {
  try {
    // Fields 16 and 17 of /proc/self/stat: cutime and cstime, in clock ticks (100 per second).
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

const stages = process.argv.slice(2);
const times: Array<[string, number, number]> = [];
let failed: string | null = null;
for (const stage of stages) {
  const start = performance.now();
  const cpuStart = childCpuSeconds();
  const result = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
  times.push([stage, (performance.now() - start) / 1000, childCpuSeconds() - cpuStart]);
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}
const total = (index: 1 | 2) => times.reduce((sum, time) => sum + time[index], 0);
const row = (name: string, wall: number, cpu: number) =>
  console.log(`${name.padEnd(14)} ${wall.toFixed(1).padStart(7)} s ${cpu.toFixed(1).padStart(7)} s`);
console.log(`\n== Stage times\n${"stage".padEnd(14)} ${"wall".padStart(9)} ${"CPU".padStart(9)}`);
for (const [stage, wall, cpu] of times) row(stage, wall, cpu);
row("total", total(1), total(2));
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}
