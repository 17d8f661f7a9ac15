// Starts the production build on a throw-away DATA_DIR for benchmark scripts, and stops it again.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export type RunningServer = { port: number; dataDir: string; stop: () => Promise<void> };

export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hv-bench-"));
  fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user and must reach the folder
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    // /readyz answers on any host (no ROOT_DOMAIN needed) once start-up, migrations included, is done.
    if ((await status(options.port, "localhost", "/readyz").catch(() => 0)) === 200) break;
    if (exited || Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    port: options.port,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        // Stopping twice (a drill stops an instance, the clean-up stops all) must not wait forever.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** GET with an explicit Host header (Node's fetch cannot reach *.localhost hosts). */
export function status(port: number, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: pathname, headers: { host: `${host}:${port}` } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
