import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The test app (http-app.ts) runs the production build of server/app.ts, not Vite's dev server: a
// Vite dev server per test file cost ~5–11 s of CPU (every module transformed and evaluated through
// Vite again), the build is made once per change of the sources and each file loads it in ~0.1 s.
// It lives in node_modules/.cache so Node resolves its packages there and Vitest loads it as is.
const CACHE = path.resolve("node_modules/.cache/hv-http-app");

/** Everything the build reads; test files are left out, so editing a test does not rebuild. */
const INPUTS = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "tests/setup/vite.http-app.config.ts",
];

/** The build folder for the sources as they are now: named by a hash of every input file. */
export function httpAppBuildDir(): string {
  const hash = crypto.createHash("sha256");
  const add = (file: string) => {
    if (fs.statSync(file).isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    } else if (!file.endsWith(".test.ts")) {
      hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  };
  for (const input of INPUTS) add(input);
  return path.join(CACHE, hash.digest("hex").slice(0, 16));
}

/**
 * The built server bundle (server/index.js under `dir`), building it first when it is missing. Test
 * files run in parallel processes: one takes the lock folder and builds, the others wait for it.
 */
export async function ensureHttpAppBuild(dir: string): Promise<string> {
  const entry = path.join(dir, "server", "index.js");
  const lock = `${dir}.lock`;
  fs.mkdirSync(CACHE, { recursive: true });
  while (!fs.existsSync(entry)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another process builds. A lock older than the build could take is left by one that died.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!fs.existsSync(entry)) await build(dir);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return entry;
}

/** `react-router build` with the one-file server bundle (vite.http-app.config.ts) into `dir`. */
async function build(dir: string): Promise<void> {
  const temporary = `${dir}.tmp-${process.pid}`;
  const cli = path.resolve("node_modules/@react-router/dev/bin.cjs");
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: temporary, NODE_ENV: "production" };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  const args = [cli, "build", ".", "--config", "tests/setup/vite.http-app.config.ts", "--logLevel", "error"];
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw new Error(`building the test app failed (exit ${code}):\n${output}`);
  }
  fs.renameSync(temporary, dir);
  // Builds of earlier sources: kept an hour (another run may still use one), then removed.
  for (const name of fs.readdirSync(CACHE)) {
    const other = path.join(CACHE, name);
    if (other !== dir && Date.now() - fs.statSync(other).mtimeMs > 3_600_000)
      fs.rmSync(other, { recursive: true, force: true });
  }
}
