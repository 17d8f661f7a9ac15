// Prints the ten slowest unit/integration test files (Vitest's JSON report, vitest.config.ts) and the
// ten slowest end-to-end tests with the run's counts (Playwright's JSON report, playwright.config.ts
// JSON_REPORT). Used by .ci/run after `npm test`.
import fs from "node:fs";

type Result = { duration: number; status: string };
type Spec = {
  title: string;
  file: string;
  line: number;
  tests: Array<{ projectName: string; results: Result[] }>;
};
type Suite = { specs?: Spec[]; suites?: Suite[] };

const VITEST_REPORT = "test-results/vitest-report.json";
if (fs.existsSync(VITEST_REPORT)) {
  const vitest = JSON.parse(fs.readFileSync(VITEST_REPORT, "utf8")) as {
    numTotalTests: number;
    testResults: Array<{ name: string; startTime: number; endTime: number }>;
  };
  const files = vitest.testResults
    .map((file) => ({
      name: file.name.replace(`${process.cwd()}/`, ""),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log("\n== The ten slowest unit/integration test files");
  for (const file of files.slice(0, 10))
    console.log(`${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
  const sum = files.reduce((total, file) => total + file.seconds, 0);
  console.log(
    `vitest: ${vitest.numTotalTests} tests in ${files.length} files; ${sum.toFixed(0)} s summed over files`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const file = process.argv[2] ?? `test-results/${port}-report.json`;
if (!fs.existsSync(file)) {
  console.log(`(no e2e report at ${file})`);
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
  suites: Suite[];
  stats: Record<string, number>;
};
const runs: Array<{ name: string; seconds: number }> = [];
const statuses = new Map<string, number>();
const visit = (suite: Suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status !== "skipped") {
          runs.push({
            name: `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`,
            seconds: result.duration / 1000,
          });
        }
      }
    }
  }
  for (const child of suite.suites ?? []) visit(child);
};
for (const suite of report.suites) visit(suite);
runs.sort((a, b) => b.seconds - a.seconds);
console.log("\n== The ten slowest e2e tests");
for (const run of runs.slice(0, 10)) console.log(`${run.seconds.toFixed(1).padStart(6)} s  ${run.name}`);
const counts = [...statuses].map(([status, count]) => `${count} ${status}`).join(", ");
const wall = (report.stats.duration ?? 0) / 1000;
console.log(`e2e: ${counts}; ${wall.toFixed(0)} s wall clock`);
