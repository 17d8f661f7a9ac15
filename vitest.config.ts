import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/setup/global-db.ts", "./tests/setup/global-http-app.ts"],
    setupFiles: ["./tests/setup/env.ts", "./tests/setup/console.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One process per worker runs file after file (docs/testing.md): starting a process and loading the
    // packages again for each of 222 files cost more than half of the stage. Each file still starts
    // from the same settings (tests/setup/env.ts), its own database connection and its own app.
    isolate: false,
    // Vitest's default is one worker less than the cores: one on this 2-core machine, so each file
    // waited for the one before it. Files run in parallel safely (each owns its data or its own
    // database), so every core takes one.
    maxWorkers: Math.max(2, availableParallelism()),
    // The JSON report is where .ci/run finds the slowest test files (scripts/slowest-tests.ts).
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest-report.json" },
  },
});
