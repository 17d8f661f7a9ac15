import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestCompany } from "~/server/pages/test-support";
import { currentManifest } from "~/server/site-files/site-files-store.server";
import { connectIsolatedTestDatabase } from "../tests/setup/db";
import { ensureHttpAppBuild, httpAppBuildDir } from "../tests/setup/http-app-build";
import { runCommand } from "../tests/setup/run-command";

// The operator's "render every site now" (docs/deploy.md section 5), run as a process with the
// production build on a database of its own.
const DATABASE = "publish_sites_test";
const database = connectIsolatedTestDatabase(DATABASE);

const run = (env: Record<string, string>) =>
  runCommand(
    path.resolve("node_modules/.bin/node"),
    ["scripts/publish-sites.ts"],
    { ...process.env, NODE_ENV: "production", ...env },
    { timeoutMs: 120_000 },
  );

describe("scripts/publish-sites.ts", { timeout: 150_000 }, () => {
  it("renders every site, prints the count and the rate, and starts no jobs, workers or metrics port", async () => {
    const sites = [
      (await createTestCompany(database(), "Udgiv Alle Tømrer")).company,
      (await createTestCompany(database(), "Udgiv Alle Maler")).company,
    ];
    const buildDir = path.dirname(path.dirname(await ensureHttpAppBuild(httpAppBuildDir())));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-publish-sites-"));
    // The instances' METRICS_PORT, taken as it is while they run: the script must not try to bind it.
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    try {
      const result = await run({
        DATABASE_URL: process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, `/${DATABASE}`),
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        SITE_FILES_DIR: path.join(dataDir, "site-files"),
        DATABASE_POOL_SIZE: "4",
        METRICS_PORT: String((taken.address() as AddressInfo).port),
      });
      expect(result.stderr).not.toMatch(/Ugyldig|EADDRINUSE|\n\s+at /);
      expect(result.code).toBe(0);
      const progress = result.stdout.split("\n").filter((line) => line.startsWith("  "));
      expect(progress.at(-1)).toMatch(/^ {2}2 sites checked, 2 rendered in \d+\.\d s \(\d+\.\d sites\/s\)$/);
      const logged = result.stdout.split("\n").filter((line) => line.startsWith("{"));
      expect(logged.some((line) => line.includes('"msg":"metrics"'))).toBe(false);
      for (const site of sites) {
        expect(currentManifest(path.join(dataDir, "site-files"), site.id)?.pages["site:/"]).toBeDefined();
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
