// npm run test:tls
//
// The certificate chain of docs/decisions/027, end to end with real parts on loopback:
//   - bind9 (named) is the authoritative DNS server for the test domain and accepts RFC 2136 updates
//     signed with a TSIG key, as a DNS provider's API would;
//   - Pebble, Let's Encrypt's ACME test server, is the certificate authority and resolves names
//     through that named;
//   - certbot with its dns-rfc2136 plugin obtains the wildcard for the domain and *.domain by DNS-01,
//     and deploy/certbot/deploy-hook.sh writes it where Caddy reads it;
//   - deploy/Caddyfile on Debian's caddy serves it, and gets own domains' certificates on demand
//     from Pebble, asking the app's ask endpoint first.
// Checks: the wildcard issued; a subdomain served with it; a verified own domain served with its own
// certificate; an unknown own domain refused without an issuance; a second Caddy node on the same
// certificate storage serving the own domain with the stored certificate, again without an issuance.
// Installs the Debian packages when missing (as root); where they cannot be installed, it says so in
// one line and exits 0. Exits non-zero on the first failed check.

import assert from "node:assert/strict";
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { eq } from "drizzle-orm";
import { closeDatabase, db } from "~/db/client.server";
import { findFreePort } from "~/db/embedded.server";
import { companies } from "~/db/schema";
import { ensureBuild, request, startCaddy, startInstances } from "./lib/cluster";
import { startSeededDatabase } from "./lib/seeded-database";

const ROOT = "hv.test";
const OWN = "firma-test.dk";
const UNKNOWN = "ukendt-test.dk";
const PACKAGES: Array<[command: string, pkg: string]> = [
  ["named", "bind9"],
  ["pebble", "pebble"],
  ["certbot", "certbot"],
  ["caddy", "caddy"],
];
const cleanups: Array<() => Promise<void> | void> = [];
let failed = false;

function check(name: string, fn: () => void) {
  fn();
  console.log(`  ✓ ${name}`);
}

/** The packages, installed with apt-get when missing; a reason to skip when that is impossible. */
function installPackages(): string | null {
  const missing = PACKAGES.filter(([command]) => !onPath(command)).map(([, pkg]) => pkg);
  const plugin = "/usr/lib/python3/dist-packages/certbot_dns_rfc2136";
  if (!fs.existsSync(plugin)) missing.push("python3-certbot-dns-rfc2136");
  if (missing.length === 0) return null;
  if (process.getuid?.() !== 0) return `mangler ${missing.join(", ")} og kører ikke som root`;
  console.log(`Installerer ${missing.join(" ")} (apt-get) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  if (update.status !== 0 || install.status !== 0)
    return `apt-get kunne ikke installere ${missing.join(", ")}`;
  return null;
}

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

/** A long-running child process, stopped at the end; its output kept for the checks and for errors. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child: ChildProcess = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  cleanups.unshift(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  );
  return { output: () => output, exited: () => child.exitCode !== null };
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} blev ikke klar:\n${log().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The certificate a TLS server presents for a name (SNI), trusted or not. */
function peerCertificate(port: number, servername: string): Promise<crypto.X509Certificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: "127.0.0.1", port, servername, rejectUnauthorized: false }, () => {
      const raw = socket.getPeerCertificate().raw;
      socket.end();
      if (!raw) reject(new Error(`${servername}: ingen certifikat`));
      else resolve(new crypto.X509Certificate(raw));
    });
    socket.on("error", reject);
  });
}

function firstCertificate(pem: Buffer | string): crypto.X509Certificate {
  const text = pem.toString();
  return new crypto.X509Certificate(text.slice(0, text.indexOf("-----END CERTIFICATE-----") + 25));
}

async function main() {
  const skip = installPackages();
  if (skip) {
    console.log(`test:tls: sprunget over: ${skip}`);
    return;
  }
  ensureBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hv-tls-"));
  fs.chmodSync(work, 0o755);
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

  // --- DNS: named, authoritative for the test domain and the own domains, all pointing at loopback.
  const dnsPort = await findFreePort();
  const tsig = crypto.randomBytes(32).toString("base64");
  const named = path.join(work, "named");
  fs.mkdirSync(named);
  const zones = [ROOT, OWN, UNKNOWN];
  fs.writeFileSync(
    path.join(named, "named.conf"),
    [
      `options { directory "${named}"; pid-file "${named}/named.pid"; listen-on port ${dnsPort} { 127.0.0.1; };`,
      "  listen-on-v6 { none; }; recursion no; dnssec-validation no; allow-query { 127.0.0.1; }; };",
      "controls { };",
      `key "hv-acme" { algorithm hmac-sha256; secret "${tsig}"; };`,
      // The key may only change the ACME challenge records of the product's domain.
      `zone "${ROOT}" { type primary; file "${named}/${ROOT}.zone";`,
      `  update-policy { grant hv-acme name _acme-challenge.${ROOT}. TXT; }; };`,
      ...zones.slice(1).map((zone) => `zone "${zone}" { type primary; file "${named}/${zone}.zone"; };`),
    ].join("\n"),
  );
  for (const zone of zones) {
    fs.writeFileSync(
      path.join(named, `${zone}.zone`),
      `$TTL 60\n@ IN SOA ns.${zone}. hostmaster.${zone}. ( 1 60 60 600 60 )\n@ IN NS ns.${zone}.\n` +
        "ns IN A 127.0.0.1\n@ IN A 127.0.0.1\n* IN A 127.0.0.1\n",
    );
  }
  fs.chmodSync(named, 0o777);
  const dns = run("named", ["-g", "-u", os.userInfo().username, "-c", path.join(named, "named.conf")]);
  await waitFor("named", () => /running/.test(dns.output()), dns.output);

  // --- The certificate authority: Pebble, validating through that named against Caddy node 1's ports.
  const [acmePort, managementPort, httpPort, httpsPort] = await Promise.all([
    findFreePort(),
    findFreePort(),
    findFreePort(),
    findFreePort(),
  ]);
  const listenerCert = path.join(work, "pebble-listener.pem");
  const listenerKey = path.join(work, "pebble-listener-key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2"],
      ...["-keyout", listenerKey, "-out", listenerCert, "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  const pebbleConfig = path.join(work, "pebble.json");
  fs.writeFileSync(
    pebbleConfig,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: listenerCert,
        privateKey: listenerKey,
        httpPort,
        tlsPort: httpsPort,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  const pebble = run("pebble", ["-config", pebbleConfig, "-dnsserver", `127.0.0.1:${dnsPort}`], {
    ...process.env,
    // No random sleeps before validation, and no refused nonces: a test server, not a chaos test.
    PEBBLE_VA_NOSLEEP: "1",
    PEBBLE_WFE_NONCEREJECT: "0",
  });
  await waitFor("pebble", () => /Listening on/.test(pebble.output()), pebble.output);
  const directory = `https://127.0.0.1:${acmePort}/dir`;
  const listenerCa = fs.readFileSync(listenerCert);
  const management = (pathname: string) =>
    request({ port: managementPort, host: "localhost", path: pathname, ca: listenerCa }).then((answer) => {
      assert.equal(answer.status, 200, `pebble ${pathname}`);
      return Buffer.from(answer.body);
    });
  // Pebble makes a new root at every start; clients trust it as browsers trust Let's Encrypt's.
  const issuingRoot = await management("/roots/0");
  const issued = () => (pebble.output().match(/Issued certificate serial/g) ?? []).length;

  // --- certbot: the wildcard by DNS-01, the TXT record written into named by RFC 2136 with the TSIG key.
  const credentials = path.join(work, "rfc2136.ini");
  fs.writeFileSync(
    credentials,
    [
      "dns_rfc2136_server = 127.0.0.1",
      `dns_rfc2136_port = ${dnsPort}`,
      "dns_rfc2136_name = hv-acme",
      `dns_rfc2136_secret = ${tsig}`,
      "dns_rfc2136_algorithm = HMAC-SHA256",
    ].join("\n"),
    { mode: 0o600 },
  );
  const tlsDir = path.join(work, "tls");
  const certbot = spawnSync(
    "certbot",
    [
      ...["certonly", "--non-interactive", "--agree-tos", "--register-unsafely-without-email"],
      ...["--server", directory, "--cert-name", "hv-wildcard"],
      ...["--config-dir", path.join(work, "le"), "--work-dir", path.join(work, "le-work")],
      ...["--logs-dir", path.join(work, "le-logs")],
      ...[
        "--dns-rfc2136",
        "--dns-rfc2136-credentials",
        credentials,
        "--dns-rfc2136-propagation-seconds",
        "1",
      ],
      ...["--deploy-hook", path.resolve("deploy/certbot/deploy-hook.sh")],
      ...["-d", ROOT, "-d", `*.${ROOT}`],
    ],
    { env: { ...process.env, REQUESTS_CA_BUNDLE: listenerCert, HV_TLS_DIR: tlsDir }, encoding: "utf8" },
  );
  if (certbot.status !== 0) throw new Error(`certbot fejlede:\n${certbot.stdout}\n${certbot.stderr}`);
  const wildcard = firstCertificate(fs.readFileSync(path.join(tlsDir, "fullchain.pem")));
  const intermediate = await management("/intermediates/0");
  check(`certbot got the wildcard by DNS-01 through named (${wildcard.subjectAltName})`, () => {
    assert.match(wildcard.subjectAltName ?? "", new RegExp(`DNS:\\*\\.${ROOT.replace(".", "\\.")}`));
    assert.match(wildcard.subjectAltName ?? "", new RegExp(`DNS:${ROOT.replace(".", "\\.")}(,|$)`));
    assert.ok(wildcard.verify(firstCertificate(intermediate).publicKey), "signed by Pebble's intermediate");
  });
  const afterWildcard = issued();

  // --- The app: two seeded companies, one with a verified own domain, one with an unverified.
  const database = await startSeededDatabase(2, (remove) => cleanups.unshift(remove));
  const [first, second] = await db()
    .select({ id: companies.id, subdomain: companies.subdomain })
    .from(companies)
    .orderBy(companies.cvr);
  assert(first && second, "two seeded companies");
  await db()
    .update(companies)
    .set({ customDomain: OWN, customDomainVerifiedAt: new Date() })
    .where(eq(companies.id, second.id));
  await db().update(companies).set({ customDomain: UNKNOWN }).where(eq(companies.id, first.id));
  await closeDatabase();
  const instances = await startInstances({ count: 1, databaseUrl: database.url, rootDomain: ROOT });
  cleanups.unshift(async () => {
    for (const instance of instances) await instance.stop().catch(() => {});
  });

  // --- Caddy node 1 on the ports Pebble validates against; node 2 later, on the same storage.
  const storage = path.join(work, "caddy-storage");
  const acme = { directory, listenerCa: listenerCert, issuingRoot: () => Buffer.concat([issuingRoot]) };
  const upstreams = instances.map((instance) => instance.port);
  const node = { rootDomain: ROOT, upstreams, tls: { dir: tlsDir, ca: issuingRoot }, acme, storage };
  const node1 = await startCaddy({ ...node, ports: { http: httpPort, https: httpsPort } });
  cleanups.unshift(node1.stop);

  const subdomain = `${first.subdomain}.${ROOT}`;
  const page = await request({ port: node1.httpsPort, host: subdomain, path: "/", ca: node1.rootCa() });
  const subdomainCert = await peerCertificate(node1.httpsPort, subdomain);
  check(`https://${subdomain}/ is served with the wildcard (no certificate of its own)`, () => {
    assert.equal(page.status, 200);
    assert.equal(subdomainCert.fingerprint256, wildcard.fingerprint256);
    assert.equal(issued(), afterWildcard);
  });

  const own = await request({ port: node1.httpsPort, host: OWN, path: "/", ca: node1.rootCa() });
  const ownCert = await peerCertificate(node1.httpsPort, OWN);
  check(`https://${OWN}/ (verified own domain) gets its own certificate on demand from the CA`, () => {
    assert.equal(own.status, 200);
    assert.equal(ownCert.subjectAltName, `DNS:${OWN}`);
    assert.equal(issued(), afterWildcard + 1);
  });

  const refused = await request({ port: node1.httpsPort, host: UNKNOWN, path: "/", ca: node1.rootCa() }).then(
    (answer) => `HTTP ${answer.status}`,
    (error: Error) => error.message.split("\n")[0]!.slice(0, 100),
  );
  check(`https://${UNKNOWN}/ (not verified) is refused without an issuance (${refused})`, () => {
    assert.doesNotMatch(refused, /^HTTP/);
    assert.equal(issued(), afterWildcard + 1);
    assert.ok(!pebble.output().includes(UNKNOWN), "Pebble never saw an order for the unknown domain");
  });

  const node2 = await startCaddy(node);
  cleanups.unshift(node2.stop);
  const ownOnNode2 = await request({ port: node2.httpsPort, host: OWN, path: "/", ca: node2.rootCa() });
  const node2Cert = await peerCertificate(node2.httpsPort, OWN);
  check("a second Caddy node on the same storage serves the own domain with the stored certificate", () => {
    assert.equal(ownOnNode2.status, 200);
    assert.equal(node2Cert.fingerprint256, ownCert.fingerprint256);
    assert.equal(issued(), afterWildcard + 1, "no second issuance");
  });
  console.log(
    `test:tls: alle tjek bestået (${issued()} certifikater udstedt i alt: wildcard + ét eget domæne)`,
  );
}

try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
}
process.exit(failed ? 1 : 0);
