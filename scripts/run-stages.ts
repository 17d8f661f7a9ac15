// `npm test`: runs the given npm scripts in order, stops at the first failure, and prints how long
// each took, so a slow stage is visible in every run (.ci/run adds the slowest e2e tests).
import { spawnSync } from "node:child_process";

const stages = process.argv.slice(2);
const times: Array<[string, number]> = [];
let failed: string | null = null;
for (const stage of stages) {
  const start = performance.now();
  const result = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
  times.push([stage, (performance.now() - start) / 1000]);
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log("\n== Stage times");
for (const [stage, seconds] of times) console.log(`${stage.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`${"total".padEnd(14)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}
