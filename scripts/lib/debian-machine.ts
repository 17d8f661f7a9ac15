// A fresh Debian 12 machine for npm run test:deploy-doc: a debootstrap root (cached as a tarball, so
// only the first run downloads it), booted with systemd-nspawn so systemctl, journald and the
// packages' own units work as on a server, in a network namespace of its own (its ports 80, 443,
// 5432 and 3001.. never meet the host's) that reaches the internet through slirp4netns, so nothing
// on the host's network or firewall changes (the doc's `ufw enable` included). Needs root.

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";
const CACHE_DIR = process.env.HV_DEPLOY_DOC_CACHE ?? "/var/cache/hv-deploy-doc";
/** Where the host's extra certificate authorities go inside, for npm behind an intercepting proxy. */
export const HOST_CA_INSIDE = "/etc/hv-test-host-ca.pem";

type RunResult = { status: number; seconds: number };

export type DebianMachine = {
  root: string;
  netns: string;
  /** Runs a bash script as root inside the machine; output (with the commands, set -x) goes to `log`. */
  run(
    script: string,
    options: { log: string; stdin?: string; env?: Record<string, string> },
  ): Promise<RunResult>;
  /** Like run, but returns the output (for checks). */
  output(script: string): string;
  stop(): Promise<void>;
};

function sh(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync(command, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", options.quiet ? "ignore" : "pipe"],
  });
}

function has(command: string): boolean {
  try {
    sh("sh", ["-c", `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

/** debootstrap, systemd-nspawn and slirp4netns from Debian's packages, installed when missing. */
export function ensureHostTools(): void {
  if (process.getuid?.() !== 0) throw new Error("test:deploy-doc skal køre som root (debootstrap, nspawn)");
  const missing = [
    ["debootstrap", "debootstrap"],
    ["systemd-nspawn", "systemd-container"],
    ["slirp4netns", "slirp4netns"],
  ].filter(([command]) => !has(command ?? ""));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg ?? "");
  console.log(`  installerer ${packages.join(", ")} (apt-get) ...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit" });
}

/**
 * A new root under `dir`: the cached base tarball unpacked, or debootstrap's default variant (what a
 * minimal Debian 12 server install holds: systemd, apt; no sudo, ufw, curl or ca-certificates) first.
 */
export function makeRoot(dir: string): { root: string; cached: boolean } {
  const tarball = path.join(CACHE_DIR, "debian-12-bookworm.tar");
  const root = path.join(dir, "root");
  fs.mkdirSync(root, { recursive: true });
  const cached = fs.existsSync(tarball);
  if (!cached) {
    execFileSync("debootstrap", ["bookworm", root, MIRROR], {
      stdio: ["ignore", fs.openSync(path.join(dir, "debootstrap.log"), "w"), "inherit"],
    });
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    execFileSync("tar", ["--numeric-owner", "-C", root, "-cf", `${tarball}.partial`, "."]);
    fs.renameSync(`${tarball}.partial`, tarball);
  } else {
    execFileSync("tar", ["--numeric-owner", "-C", root, "-xpf", tarball]);
  }
  return { root, cached };
}

function waitFor(what: string, seconds: number, ready: () => boolean): void {
  for (let tries = 0; tries < seconds * 5; tries++) {
    if (ready()) return;
    execFileSync("sleep", ["0.2"]);
  }
  throw new Error(`${what}: not ready after ${seconds} s`);
}

/**
 * Boots the root with systemd in its own network namespace; resolves when systemd is up. On a
 * failure on the way, what was started is stopped again.
 */
export async function bootMachine(dir: string, root: string, name: string): Promise<DebianMachine> {
  const netns = name;
  sh("ip", ["netns", "add", netns]);
  const children: Children = { steps: new Set() };
  const stop = async () => {
    // A step still running: nsenter passes on the SIGSTOP with which the container's shutdown freezes
    // its processes to itself and would never reap its child, so the machine could not end.
    for (const step of children.steps) step.kill("SIGKILL");
    const booted = children.nspawn;
    if (booted && booted.exitCode === null) {
      // SIGTERM asks the container's systemd for an orderly poweroff.
      const exited = new Promise((resolve) => booted.once("exit", resolve));
      booted.kill("SIGTERM");
      const timer = setTimeout(() => booted.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    children.slirp?.kill("SIGTERM");
    try {
      sh("ip", ["netns", "delete", netns]);
    } catch {}
  };
  try {
    return await startMachine(dir, root, name, stop, children);
  } catch (error) {
    await stop();
    throw error;
  }
}

type Children = { slirp?: ChildProcess; nspawn?: ChildProcess; steps: Set<ChildProcess> };

async function startMachine(
  dir: string,
  root: string,
  name: string,
  stop: () => Promise<void>,
  children: Children,
): Promise<DebianMachine> {
  const netns = name;
  // slirp4netns and nspawn run in process groups of their own, so a Ctrl-C reaches only the script,
  // which then powers the machine off (nspawn would take SIGINT as ctrl-alt-del, a reboot).
  const slirpLog = fs.openSync(path.join(dir, "slirp4netns.log"), "w");
  const slirp = spawn(
    "slirp4netns",
    [
      "--configure",
      "--mtu=65520",
      "--disable-host-loopback",
      "--netns-type=path",
      `/run/netns/${netns}`,
      "tap0",
    ],
    { stdio: ["ignore", slirpLog, slirpLog], detached: true },
  );
  children.slirp = slirp;
  waitFor("slirp4netns", 30, () => {
    try {
      return sh("ip", ["netns", "exec", netns, "ip", "-4", "addr", "show", "tap0"], { quiet: true }).includes(
        "inet ",
      );
    } catch {
      return false; // tap0 not there yet
    }
  });

  const hostCa = process.env.NODE_EXTRA_CA_CERTS ?? "/etc/ssl/certs/ca-certificates.crt";
  if (fs.existsSync(hostCa)) fs.copyFileSync(hostCa, path.join(root, HOST_CA_INSIDE));

  // debootstrap leaves the hostname to the installer; sudo wants to resolve it.
  fs.writeFileSync(path.join(root, "etc/hostname"), `${name}\n`);
  fs.appendFileSync(path.join(root, "etc/hosts"), `127.0.1.1\t${name}\n`);
  const consoleLog = fs.openSync(path.join(dir, "console.log"), "w");
  const nspawn = spawn(
    "systemd-nspawn",
    [
      `--directory=${root}`,
      "--boot",
      "--register=no",
      "--keep-unit",
      `--machine=${name}`,
      "--quiet",
      `--hostname=${name}`,
      `--network-namespace-path=/run/netns/${netns}`,
    ],
    { stdio: ["ignore", consoleLog, consoleLog], detached: true },
  );
  children.nspawn = nspawn;
  let leader = "";
  waitFor("systemd-nspawn", 60, () => {
    if (nspawn.exitCode !== null) throw new Error(`systemd-nspawn exited (${path.join(dir, "console.log")})`);
    try {
      leader =
        sh("pgrep", ["-P", String(nspawn.pid)], { quiet: true })
          .trim()
          .split("\n")[0] ?? "";
    } catch {
      leader = "";
    }
    return leader !== "";
  });

  const enter = (env: Record<string, string>) => [
    "-t",
    leader,
    "-a",
    "--",
    "/usr/bin/env",
    "-i",
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "HOME=/root",
    "LANG=C.UTF-8",
    "TERM=dumb",
    ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
    "/bin/bash",
    "-c",
  ];
  const machine: DebianMachine = {
    root,
    netns,
    output: (script) => execFileSync("nsenter", [...enter({}), script], { encoding: "utf8" }),
    run: (script, { log, stdin, env = {} }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const out = fs.openSync(log, "w");
        const child = spawn(
          "nsenter",
          [
            ...enter(env),
            `set -eo pipefail\ncd "$(cat /root/.doc-cwd 2>/dev/null || echo /root)"\nset -x\n${script}\n{ set +x; } 2>/dev/null\npwd > /root/.doc-cwd`,
          ],
          // Its own process group: a Ctrl-C reaches the script, which stops the machine.
          { stdio: ["pipe", out, out], detached: true },
        );
        children.steps.add(child);
        child.stdin?.end(stdin ?? "");
        child.on("close", (code) => {
          children.steps.delete(child);
          fs.closeSync(out);
          resolve({ status: code ?? 1, seconds: (performance.now() - started) / 1000 });
        });
      }),
    stop,
  };
  waitFor("systemd in the machine", 120, () => {
    try {
      const state = machine.output("systemctl is-system-running --wait 2>/dev/null || true").trim();
      return state === "running" || state === "degraded";
    } catch {
      return false;
    }
  });
  return machine;
}
