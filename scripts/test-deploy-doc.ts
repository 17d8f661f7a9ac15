// npm run test:deploy-doc [-- --keep]
//
// docs/deploy.md followed on a fresh Debian 12 machine by a script, not only by reading (issue 28).
// The commands come out of the document itself (the fenced blocks marked `<!-- deploy-step -->`,
// scripts/lib/deploy-doc-steps.ts) and run in order, as root, in one bash session per block, on a
// debootstrap root booted with systemd-nspawn (scripts/lib/debian-machine.ts). What this machine
// cannot have is replaced, each printed with its reason: the git remote (a bundle of the last commit),
// the secrets and outside services in /etc/hv/hv.env (offline providers), the certbot DNS-01 chain
// (a self-signed wildcard handed to the deploy hook as certbot would; npm run test:tls runs the real
// chain) and public DNS (curl --resolve). Between the blocks it checks what a reader would: the
// instances answer /healthz, a customer page is served through Caddy over HTTPS, and again after the
// restore and after the rolling upgrade. Prints one line per step, exits non-zero on the first failure
// (the step's output is kept under the run folder). Needs root; ~6 minutes, mostly apt and npm.

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  bootMachine,
  type DebianMachine,
  ensureHostTools,
  HOST_CA_INSIDE,
  makeRoot,
} from "./lib/debian-machine";
import { applySubstitutions, type DeployStep, extractDeploySteps, testEnvFile } from "./lib/deploy-doc-steps";

const DOMAIN = "xn--hndvrkernet-x8aq.dk";
const keep = process.argv.includes("--keep");
const password = randomBytes(18).toString("hex");
const curlTls = `--cacert /etc/hv/tls/fullchain.pem --resolve ${DOMAIN}:443:127.0.0.1`;

const substitutions = [
  {
    find: "https://example.invalid/haandvaerkernet.git",
    replace: "/root/hv.bundle",
    why: "git-remote: et bundle af seneste commit",
  },
  {
    find: `https://${DOMAIN}/healthz`,
    replace: `${curlTls} https://${DOMAIN}/healthz`,
    why: "ingen offentlig DNS: curl --resolve og det selvsignerede wildcard",
  },
];

// The doc's environment file with this machine's password, a secret and offline providers: the
// outside services (SMTP, S3, Stripe, OpenAI, ...) are not reachable from here.
const offline = {
  MAIL_PROVIDER: "offline",
  CVR_PROVIDER: "offline",
  AI_PROVIDER: "offline",
  STORAGE_PROVIDER: "local",
  BILLING_PROVIDER: "none",
  AUTHORISATION_PROVIDER: "offline",
  PUSH_PROVIDER: "none",
  INDEXNOW_PROVIDER: "none",
  SMS_PROVIDER: "none",
  IDENTITY_PROVIDER: "none",
};
const envSet = {
  DATABASE_URL: `postgres://hv:${password}@127.0.0.1:5432/hv`,
  AUTH_SECRET: randomBytes(32).toString("hex"),
  ...offline,
};
const envDrop = (name: string) =>
  /^(SMTP_URL|AI_API_KEY|S3_|STRIPE_|AUTHORISATION_REGISTER_URL|VAPID_|GATEWAYAPI_|OIDC_)/.test(name);

// Blocks that cannot run here, and what runs in their place.
const instead: Record<string, { why: string; script: string }> = {
  certbot: {
    why: "ingen Let's Encrypt eller offentlig DNS her (npm run test:tls kører certbot-kæden): et selvsigneret wildcard gives til deploy-hooken som certbot ville",
    script: `lineage=/etc/letsencrypt/live/hv-wildcard
mkdir -p "$lineage"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=${DOMAIN}" \\
  -addext "subjectAltName=DNS:${DOMAIN},DNS:*.${DOMAIN}" \\
  -keyout "$lineage/privkey.pem" -out "$lineage/fullchain.pem"
RENEWED_LINEAGE="$lineage" /usr/local/bin/hv-certbot-deploy-hook
ls /etc/hv/tls`,
  },
};

type Company = { subdomain: string; name: string };
let company: Company | undefined;

function customerPageScript(via: "caddy" | number): string {
  if (!company) throw new Error("ingen demo-virksomhed at hente");
  const host = `${company.subdomain}.${DOMAIN}`;
  return via === "caddy"
    ? `curl -fsS ${curlTls} --resolve ${host}:443:127.0.0.1 https://${host}/`
    : `curl -fsS -H 'Host: ${host}' http://127.0.0.1:${via}/`;
}

function showsCompany(html: string): boolean {
  return html.includes((company?.name ?? "\0").replace(/&/g, "&amp;"));
}

/** Demo companies from the host's `npm run seed` with the machine's hv.env, through its network (the pruned release has no tsx). */
function seedThroughNetns(machine: DebianMachine): string | false {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(machine.root, "etc/hv/hv.env"), "utf8").split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) env[match[1]] = (match[2] ?? "").trim();
  }
  const dataDir = fs.mkdtempSync("/var/tmp/hv-deploy-doc-seed-");
  try {
    execFileSync(
      "ip",
      ["netns", "exec", machine.netns, "npm", "run", "--silent", "seed", "--", "--companies", "3"],
      {
        env: { ...process.env, ...env, DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const row = machine.output(
    `sudo -u postgres psql -d hv -AtF '|' -c "select subdomain, name from companies order by cvr limit 1"`,
  );
  const [subdomain = "", name = ""] = row.trim().split("|");
  company = { subdomain, name };
  return subdomain !== "" && `${subdomain}.${DOMAIN} (${name})`;
}

// What a reader checks after a block (matched by a command in it; it must be there).
const checkpoints: Array<{
  after: string;
  checks: Array<[string, (machine: DebianMachine) => string | boolean]>;
}> = [
  {
    after: "npm install -g npm@11",
    checks: [
      ["npm 11 på Node 24", (m) => /^11\.\d+\.\d+\nv24\./.test(m.output("npm --version; node --version"))],
    ],
  },
  {
    after: "systemctl enable --now hv.target",
    checks: [
      [
        "hv@3001 og hv@3002 kører",
        (m) => m.output("systemctl is-active hv@3001 hv@3002").trim() === "active\nactive",
      ],
      [
        "/healthz svarer på 3001 og 3002",
        (m) =>
          m.output("curl -fsS http://127.0.0.1:3001/healthz && curl -fsS http://127.0.0.1:3002/healthz")
            .length > 0,
      ],
      ["3 demo-virksomheder (npm run seed, værtens kopi, maskinens hv.env)", seedThroughNetns],
      ["kundeside direkte fra hv@3002", (m) => showsCompany(m.output(customerPageScript(3002)))],
    ],
  },
  {
    after: "--deploy-hook /usr/local/bin/hv-certbot-deploy-hook",
    checks: [
      [
        "hv-tls-reload.path genindlæste Caddy, da hooken skrev certifikatet",
        (m) =>
          m.output(`for try in $(seq 1 30); do
  [ "$(systemctl show -P ExecMainExitTimestampMonotonic hv-tls-reload.service)" != 0 ] && break
  sleep 1
done
systemctl show -P Result hv-tls-reload.service`) === "success\n" &&
          m.output("systemctl show -P ExecMainExitTimestampMonotonic hv-tls-reload.service").trim() !== "0",
      ],
    ],
  },
  {
    after: "systemctl restart caddy",
    checks: [
      [
        "kundeside over HTTPS gennem Caddy (wildcard fra /etc/hv/tls)",
        (m) => showsCompany(m.output(customerPageScript("caddy"))),
      ],
      [
        "http:// sendes videre til https://",
        (m) =>
          m
            .output(
              `curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Host: www.${DOMAIN}' http://127.0.0.1/`,
            )
            .startsWith("308 https://"),
      ],
    ],
  },
  {
    after: "ALTER DATABASE hv RENAME",
    checks: [
      [
        "kundesiden fra den gendannede database gennem Caddy",
        (m) => showsCompany(m.output(customerPageScript("caddy"))),
      ],
    ],
  },
  {
    after: "scripts/publish-sites.ts",
    checks: [
      [
        "sidefilerne gengivet igen, alle ejet af hv",
        (m) =>
          m.output(
            `test -n "$(ls -A /var/lib/hv/site-files)" && test -z "$(find /var/lib/hv/site-files ! -user hv -print -quit)" && echo ok`,
          ) === "ok\n",
      ],
      ["kundesiden gennem Caddy", (m) => showsCompany(m.output(customerPageScript("caddy")))],
    ],
  },
  {
    after: "deploy/upgrade.sh",
    checks: [
      [
        "/srv/hv/current peger på den nye udgivelse",
        (m) =>
          m.output("readlink /srv/hv/current").trim() !==
          m.output("ls -d /srv/hv/releases/* | head -n 1").trim(),
      ],
      [
        "kundeside gennem Caddy efter opgraderingen",
        (m) => showsCompany(m.output(customerPageScript("caddy"))),
      ],
    ],
  },
];

function describe(step: DeployStep): string {
  const first =
    step.text
      .split("\n")
      .map((line) => line.replace(/\s+#.*$/, ""))
      .find((line) => line.trim() !== "" && !/^(#|cd )/.test(line)) ?? "";
  const label =
    step.kind === "file"
      ? `skriv ${step.target}`
      : step.kind === "instead"
        ? `i stedet for ${step.name}`
        : first;
  return `§${step.section.split(".")[0]} l.${step.line}: ${label.length > 90 ? `${label.slice(0, 87)}...` : label}`;
}

function tail(file: string, lines = 25): string {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  return text
    .trimEnd()
    .split("\n")
    .slice(-lines)
    .map((line) => `      ${line}`)
    .join("\n");
}

async function runStep(
  machine: DebianMachine,
  step: DeployStep,
  log: string,
  env: Record<string, string>,
): Promise<boolean> {
  if (step.kind === "file") {
    const target = path.join(machine.root, step.target);
    if (!fs.existsSync(target)) {
      fs.writeFileSync(log, `${step.target} findes ikke: dokumentet opretter den ikke før dette trin\n`);
      return false;
    }
    fs.writeFileSync(target, testEnvFile(step.text, envSet, envDrop));
    fs.writeFileSync(
      log,
      fs.readFileSync(target, "utf8").replace(/(PASSWORD|SECRET|postgres:\/\/hv:)[^\s@]*/g, "$1***"),
    );
    return true;
  }
  const script = step.kind === "instead" ? instead[step.name]?.script : step.text;
  if (script === undefined) throw new Error(`deploy-step: instead ${describe(step)} kendes ikke`);
  const stdin = step.text.includes("--pwprompt") ? `${password}\n${password}\n` : "";
  const result = await machine.run(script, { log, stdin, env });
  return result.status === 0;
}

const started = performance.now();
const runDir = fs.mkdtempSync("/var/tmp/hv-deploy-doc-");
const logs = path.join(runDir, "logs");
fs.mkdirSync(logs);
let machine: DebianMachine | undefined;
let cleaning: Promise<void> | undefined;
let failed = false;
// Ctrl-C or a CI timeout: the machine is powered off and its folder removed as after a failure.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`test:deploy-doc: ${signal}, maskinen stoppes`);
    failed = true;
    void cleanUp().finally(() => process.exit(130));
  });
}
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

try {
  const steps = applySubstitutions(
    extractDeploySteps(fs.readFileSync("docs/deploy.md", "utf8")),
    substitutions,
  );
  for (const checkpoint of checkpoints) {
    if (!steps.some((step) => step.text.includes(checkpoint.after)))
      throw new Error(
        `docs/deploy.md har ikke længere et trin med "${checkpoint.after}" (tjek i scripts/test-deploy-doc.ts)`,
      );
  }
  console.log(
    `docs/deploy.md på en frisk Debian 12: ${steps.length} trin fra dokumentet (kørsel: ${runDir})`,
  );
  for (const sub of substitutions) console.log(`  ~ erstattet: ${sub.find} (${sub.why})`);
  console.log("  ~ /etc/hv/hv.env: dokumentets fil med egen adgangskode, AUTH_SECRET og offline-udbydere");
  console.log(
    "  ~ createuser --pwprompt: adgangskoden gives på stdin; apt uden terminal: DEBIAN_FRONTEND=noninteractive",
  );

  const dirty = execFileSync(
    "git",
    ["status", "--porcelain", "--", "app", "server", "deploy", "package.json", "package-lock.json"],
    { encoding: "utf8" },
  );
  if (dirty.trim())
    console.log(`  ! ikke committede ændringer kommer ikke med i klonen:\n${dirty.trimEnd()}`);

  let since = performance.now();
  ensureHostTools();
  const { root, cached } = makeRoot(runDir);
  const branch = execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { encoding: "utf8" }).trim();
  execFileSync("git", [
    "bundle",
    "create",
    "--quiet",
    path.join(root, "root/hv.bundle"),
    "HEAD",
    ...(branch === "HEAD" ? [] : [branch]),
  ]);
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  console.log(
    `  ✓ debootstrap bookworm (${cached ? "fra cachen" : "hentet, gemt i cachen"}), commit ${commit} som bundle  ${seconds(since)}`,
  );

  since = performance.now();
  machine = await bootMachine(runDir, root, `hvdoc${process.pid}`);
  const env: Record<string, string> = { DEBIAN_FRONTEND: "noninteractive" };
  if (fs.existsSync(path.join(root, HOST_CA_INSIDE))) {
    env.NODE_EXTRA_CA_CERTS = HOST_CA_INSIDE;
    console.log("  ~ værtens ekstra certifikatmyndigheder (proxy) til npm: NODE_EXTRA_CA_CERTS");
  }
  console.log(`  ✓ maskinen starter med systemd (eget netværk via slirp4netns)  ${seconds(since)}`);

  for (const [index, step] of steps.entries()) {
    since = performance.now();
    const log = path.join(logs, `${String(index + 1).padStart(2, "0")}.log`);
    if (step.kind === "instead") console.log(`  ~ ${instead[step.name]?.why ?? step.name}`);
    const ok = await runStep(machine, step, log, env);
    console.log(`  ${ok ? "✓" : "✗"} ${describe(step)}  ${seconds(since)}`);
    if (!ok) {
      console.log(tail(log));
      throw new Error(`trin ${index + 1} fejlede (hele uddata: ${log})`);
    }
    for (const checkpoint of checkpoints.filter((point) => step.text.includes(point.after))) {
      for (const [name, check] of checkpoint.checks) {
        let result: string | boolean;
        try {
          result = check(machine);
        } catch (error) {
          console.log(`  ✗ tjek: ${name}\n      ${String(error).split("\n").slice(0, 8).join("\n      ")}`);
          throw new Error(`tjek fejlede: ${name}`);
        }
        console.log(
          `  ${result ? "✓" : "✗"} tjek: ${name}${typeof result === "string" ? `: ${result}` : ""}`,
        );
        if (!result) throw new Error(`tjek fejlede: ${name}`);
      }
    }
  }
  console.log("  - §7 Docker: ikke kørt (ingen Docker-motor her)");
  console.log(`test:deploy-doc: alle trin bestået på ${seconds(started)}`);
} catch (error) {
  failed = true;
  console.error(`test:deploy-doc: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

/** Once, whether a signal or the end of the run asks first; both wait for it. */
function cleanUp(): Promise<void> {
  cleaning ??= removeMachine();
  return cleaning;
}

async function removeMachine(): Promise<void> {
  await machine?.stop();
  if (keep) console.log(`  maskinens rod beholdes (--keep): ${runDir}/root`);
  // rm(1): several times faster than fs.rmSync on two releases' node_modules.
  else execFileSync("rm", ["-rf", "--one-file-system", path.join(runDir, "root")]);
  if (!keep && (!failed || fs.readdirSync(logs).length === 0)) execFileSync("rm", ["-rf", runDir]);
  else console.log(`  logfiler: ${logs}`);
}
