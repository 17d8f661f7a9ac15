// A production-shaped cluster on loopback for scripts: one PostgreSQL (embedded), N app instances of
// the production build sharing it, and Debian's caddy in front running deploy/Caddyfile with its
// internal certificate authority. Used by `npm run test:caddy` and `npm run bench:cluster`.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { offlineProviders } from "~/config/providers";
import { findFreePort } from "~/db/embedded.server";
import { type RunningServer, startServer } from "./test-server";

/** Installs a Debian package when its command is missing (CI starts from a fresh machine). */
export function ensureDebianPackage(command: string, pkg: string): void {
  if (spawnSync(command, ["version"]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error(`${command} mangler: apt-get install -y ${pkg}`);
  console.log(`Installerer ${pkg} (apt-get install -y ${pkg}) ...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit" });
}

/** Builds the production bundle into BUILD_DIR unless it is there. */
export function ensureBuild(buildDir: string): void {
  if (fs.existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`Bygger til ${buildDir} ...`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

export type AppInstance = RunningServer & {
  index: number;
  /**
   * What deploy/upgrade.sh does to one instance: SIGTERM (the instance drains: /readyz 503 for
   * SHUTDOWN_DRAIN_MS while it still serves), wait for the exit, start it again on the same port with
   * the same settings, wait until /readyz answers 200.
   */
  restart: () => Promise<void>;
};

/** The environment of one deployed-mode instance (every provider named). */
function instanceEnv(options: {
  databaseUrl: string;
  rootDomain: string;
  authSecret: string;
  env?: Record<string, string>;
}): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    ROOT_DOMAIN: options.rootDomain,
    PUBLIC_URL: `https://${options.rootDomain}`,
    TRUST_PROXY: "true",
    LOG_REQUESTS: "false",
    // Deployed mode names every provider: offline stand-ins here, nothing leaves the machine.
    // Benchmarks that measure push delivery pass PUSH_PROVIDER=webpush with keys in `env`.
    ...offlineProviders(),
    DNS_A_RECORD: "192.0.2.10",
    ...options.env,
  };
}

/**
 * Renders every site's files into `dataDir` before any instance starts, as production holds them
 * (each site is published when it changes): scripts/publish-sites.ts with the instances' settings.
 * Without it a freshly seeded cluster serves from the database while it renders in the background.
 */
export function publishAllSites(options: { databaseUrl: string; rootDomain: string; dataDir: string }): void {
  execFileSync(path.resolve("node_modules/.bin/node"), ["scripts/publish-sites.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      ...instanceEnv({ ...options, authSecret: crypto.randomBytes(32).toString("hex") }),
      NODE_ENV: "production",
      DATA_DIR: options.dataDir,
    },
  });
}

/** Starts the production build N times on free ports, all on one DATABASE_URL, behind a proxy. */
export async function startInstances(options: {
  count: number;
  databaseUrl: string;
  rootDomain: string;
  env?: Record<string, string>;
  /** A DATA_DIR shared with earlier instances (and their site files); a new folder when absent. */
  dataDir?: string;
}): Promise<AppInstance[]> {
  const authSecret = crypto.randomBytes(32).toString("hex");
  const uploads = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hv-cluster-app-"));
  const instances: AppInstance[] = [];
  for (let index = 0; index < options.count; index++) {
    const port = await findFreePort();
    const settings = {
      port,
      // One DATA_DIR for all: uploads on local disk must be shared (S3 in real production).
      dataDir: uploads,
      env: instanceEnv({ ...options, authSecret }),
    };
    let server = await startServer(settings);
    instances.push({
      port,
      dataDir: uploads,
      index,
      stop: () => server.stop(),
      restart: async () => {
        await server.stop();
        server = await startServer(settings);
      },
    });
  }
  return instances;
}

export type RunningCaddy = {
  httpsPort: number;
  httpPort: number;
  askPort: number;
  /** What clients trust, like a browser trusts Let's Encrypt: the wildcard's CA and the own-domain CA. */
  rootCa: () => Buffer;
  /** Caddy's log so far (stderr): which certificates it obtained, loaded or refused. */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Runs deploy/Caddyfile with its environment pointed at loopback ports. The wildcard certificate for
 * the domain and *.domain comes from `tls` (a folder with fullchain.pem and privkey.pem, e.g. certbot's
 * from scripts/test-tls.ts) or is made here, self-signed; own domains get theirs on demand from `acme`
 * (a Pebble directory and the CA its HTTPS listener uses) or from Caddy's internal CA.
 */
export async function startCaddy(options: {
  rootDomain: string;
  upstreams: number[];
  tls?: { dir: string; ca: Buffer };
  acme?: { directory: string; listenerCa: string; issuingRoot: () => Buffer };
  /** Shared certificate storage (several Caddy nodes on one folder); default: a folder of its own. */
  storage?: string;
  ports?: { http: number; https: number };
}): Promise<RunningCaddy> {
  ensureDebianPackage("caddy", "caddy");
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "hv-caddy-"));
  const storage = options.storage ?? path.join(home, "storage");
  const tls = options.tls ?? selfSignedWildcard(options.rootDomain, path.join(home, "tls"));
  const [httpPort, httpsPort, askPort, adminPort] = [
    options.ports?.http ?? (await findFreePort()),
    options.ports?.https ?? (await findFreePort()),
    await findFreePort(),
    await findFreePort(),
  ];
  const child: ChildProcess = spawn(
    "caddy",
    ["run", "--config", path.resolve("deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: home,
        XDG_DATA_HOME: path.join(home, "data"),
        XDG_CONFIG_HOME: path.join(home, "config"),
        HV_DOMAIN: options.rootDomain,
        HV_UPSTREAMS: options.upstreams.map((port) => `127.0.0.1:${port}`).join(" "),
        HV_HTTP_PORT: String(httpPort),
        HV_HTTPS_PORT: String(httpsPort),
        HV_ASK_PORT: String(askPort),
        HV_CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        HV_TLS_DIR: tls.dir,
        HV_CADDY_STORAGE: storage,
        HV_ACME_EMAIL: "test@example.com",
        ...(options.acme
          ? // Go reads SSL_CERT_FILE for its trusted roots: Pebble's listener is trusted like Let's Encrypt's.
            { HV_ACME_CA: options.acme.directory, SSL_CERT_FILE: options.acme.listenerCa }
          : { HV_LOCAL_CERTS: "local_certs" }),
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-200_000);
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const localRoot = path.join(storage, "pki/authorities/local/root.crt");
  const ownDomainRoot = () =>
    options.acme
      ? options.acme.issuingRoot()
      : fs.existsSync(localRoot)
        ? fs.readFileSync(localRoot)
        : Buffer.alloc(0);
  const rootCa = () => Buffer.concat([tls.ca, Buffer.from("\n"), ownDomainRoot()]);
  const deadline = Date.now() + 30_000;
  // Ready when the main host answers over TLS with the wildcard certificate (and, with the internal
  // CA, once that CA exists: clients must trust it before their first own-domain handshake).
  for (;;) {
    if (exited) throw new Error(`caddy exited:\n${stderr}`);
    if (options.acme || fs.existsSync(localRoot)) {
      const ok = await request({
        port: httpsPort,
        host: options.rootDomain,
        path: "/healthz",
        ca: rootCa(),
      }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
    }
    if (Date.now() > deadline) throw new Error(`caddy did not become ready:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    httpPort,
    httpsPort,
    askPort,
    rootCa,
    log: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        const cleanup = () => {
          fs.rmSync(home, { recursive: true, force: true });
          resolve();
        };
        if (exited) return cleanup();
        child.once("exit", cleanup);
        child.kill("SIGTERM");
      }),
  };
}

/** A self-signed certificate for the domain and *.domain, standing in for certbot's (test:caddy, bench:cluster). */
function selfSignedWildcard(rootDomain: string, dir: string): { dir: string; ca: Buffer } {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      path.join(dir, "privkey.pem"),
      "-out",
      path.join(dir, "fullchain.pem"),
      "-subj",
      `/CN=${rootDomain}`,
      "-addext",
      `subjectAltName=DNS:${rootDomain},DNS:*.${rootDomain}`,
    ],
    { stdio: "ignore" },
  );
  return { dir, ca: fs.readFileSync(path.join(dir, "fullchain.pem")) };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request to 127.0.0.1:port for an arbitrary host name (no DNS needed): over TLS with SNI and
 * certificate checks against `ca` when given, plain HTTP otherwise.
 */
export function request(options: {
  port: number;
  host: string;
  path: string;
  method?: string;
  ca?: Buffer;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const common = {
      host: "127.0.0.1",
      port: options.port,
      path: options.path,
      method: options.method ?? "GET",
      headers: { host: options.host, ...options.headers },
      agent: false as const,
    };
    const onResponse = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    };
    const req = options.ca
      ? https.request({ ...common, servername: options.host, ca: options.ca }, onResponse)
      : http.request(common, onResponse);
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(options.body);
  });
}
