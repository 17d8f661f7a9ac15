// `npm test`: runs the given npm scripts in order, stops at the first failure, and prints how long
// each took, in wall-clock and in CPU seconds (its processes' user + system time, from /proc: on a
// shared machine the CPU time is the number that compares between runs), so a slow stage is visible
// in every run (.ci/run adds the slowest test files and e2e tests).
//
// Stages joined by "+" run at the same time (`test:unit+test:caddy`): stages that mostly wait (on the
// servers they start) cost little beside one that keeps the cores busy. Each one's output is held and
// printed whole as soon as it ends, so outputs never interleave; the CPU time is shown once, for the
// group.
import { spawn, spawnSync } from "node:child_process";
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

type Outcome = { name: string; wall: number; ok: boolean; output: string };

/** One stage of a group: its output (stdout and stderr, in order) held until it ends. */
function runHeld(stage: string): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) =>
      resolve({
        name: stage,
        wall: (performance.now() - start) / 1000,
        ok: code === 0,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

async function runGroup(stages: string[]): Promise<Outcome[]> {
  if (stages.length === 1) {
    const start = performance.now();
    const result = spawnSync("npm", ["run", "--silent", stages[0]!], { stdio: "inherit" });
    return [
      { name: stages[0]!, wall: (performance.now() - start) / 1000, ok: result.status === 0, output: "" },
    ];
  }
  console.log(`\n== ${stages.join(", ")} (at the same time; each one's output when it ends)`);
  return Promise.all(
    stages.map(async (stage) => {
      const outcome = await runHeld(stage);
      console.log(`\n== ${outcome.name} (${outcome.wall.toFixed(1)} s${outcome.ok ? "" : ", failed"})`);
      process.stdout.write(outcome.output);
      return outcome;
    }),
  );
}

const rows: Array<[string, number, number | null]> = [];
const failed: string[] = [];
let cpuTotal = 0;
const started = performance.now();
for (const group of process.argv.slice(2)) {
  const start = performance.now();
  const cpuStart = childCpuSeconds();
  const outcomes = await runGroup(group.split("+"));
  const cpu = childCpuSeconds() - cpuStart;
  cpuTotal += cpu;
  if (outcomes.length === 1) rows.push([outcomes[0]!.name, outcomes[0]!.wall, cpu]);
  else {
    for (const outcome of outcomes) rows.push([`  ${outcome.name}`, outcome.wall, null]);
    rows.push([`(together)`, (performance.now() - start) / 1000, cpu]);
  }
  failed.push(...outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name));
  if (failed.length > 0) break;
}
const row = (name: string, wall: number, cpu: number | null) =>
  console.log(
    `${name.padEnd(16)} ${wall.toFixed(1).padStart(7)} s ${cpu === null ? "".padStart(9) : `${cpu.toFixed(1).padStart(7)} s`}`,
  );
console.log(`\n== Stage times\n${"stage".padEnd(16)} ${"wall".padStart(9)} ${"CPU".padStart(9)}`);
for (const [name, wall, cpu] of rows) row(name, wall, cpu);
row("total", (performance.now() - started) / 1000, cpuTotal);
if (failed.length > 0) {
  console.error(`\n${failed.join(", ")} failed`);
  process.exit(1);
}
