// node scripts/publish-sites.ts [--time-company CVR] [--repeat 20]
// Renders every site's files now with the production build (BUILD_DIR, DATA_DIR as for the server),
// as the periodic job does a slice a minute after a new release (docs/decisions/026), and prints the
// rate. With --time-company it then publishes that company's site --repeat times and prints p50/p95.
// Runs unbundled like server/main.ts (Node strips the types); the app comes from the build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

type BuildModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => unknown;
  startServices: (options?: { background?: boolean }) => Promise<void>;
  stopServices: () => Promise<void>;
  refreshSiteFiles: (budgetMs?: number) => Promise<{ checked: number; published: number; wrapped: boolean }>;
  publishSite: (companyId: string) => Promise<string>;
};

const { values } = parseArgs({
  options: { "time-company": { type: "string" }, repeat: { type: "string", default: "20" } },
});
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const mod = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as BuildModule;
// The database and the caches only: no periodic jobs (the site-files job would render beside this
// loop and move the same cursor), no mail or alert workers, no metrics port (the instances' METRICS_PORT).
await mod.startServices({ background: false });
try {
  mod.createHttpApp({ clientDir: path.join(buildDir, "client"), dev: false });
  const started = performance.now();
  let checked = 0;
  let published = 0;
  for (;;) {
    const slice = await mod.refreshSiteFiles(60_000);
    // Nothing checked and not at the end: publishing is off (SITE_FILES=off) or cannot render.
    if (slice.checked === 0 && slice.published === 0 && !slice.wrapped) {
      console.error("Intet udgivet: SITE_FILES er slået fra, eller appen kan ikke rendere sider.");
      process.exitCode = 1;
      break;
    }
    checked += slice.checked;
    published += slice.published;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${checked} sites checked, ${published} rendered in ${seconds.toFixed(1)} s (${(published / seconds).toFixed(1)} sites/s)`,
    );
    if (slice.wrapped) break;
  }
  const cvr = values["time-company"];
  if (cvr) {
    const root = path.resolve(
      process.env.SITE_FILES_DIR ?? path.join(process.env.DATA_DIR ?? "./data", "site-files"),
    );
    const companyId = path.basename(fs.readlinkSync(path.join(root, "hosts", `c:${cvr}`)));
    const times: number[] = [];
    for (let i = 0; i < Number(values.repeat); i++) {
      const t = performance.now();
      const result = await mod.publishSite(companyId);
      times.push(performance.now() - t);
      if (result !== "published") throw new Error(`publish gave ${result}`);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    console.log(`PUBLISH ${JSON.stringify({ runs: times.length, p50: at(50), p95: at(95), max: at(100) })}`);
  }
} finally {
  await mod.stopServices();
}
