// npm run test:backup
//
// Proves docs/deploy.md's backup and restore procedure on Debian's own PostgreSQL (the version a
// fresh Debian server installs, installed with apt-get when missing): a throw-away cluster on a
// loopback port, the app's migrations and 25 demo companies, `pg_dump --format=custom` exactly as
// deploy/hv-backup.sh runs it, a restore into a new database with `pg_restore`, equal row counts
// in every table, and the production build serving a customer site from the restored database.
// Exits non-zero on the first failure.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDatabase, connectDatabase, db } from "~/db/client.server";
import { findFreePort } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { companies } from "~/db/schema";
import { seedCompanies } from "~/server/seed/seed-companies.server";
import { ensureBuild, request, startInstances } from "./lib/cluster";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

function postgresBin(): string {
  const find = () =>
    fs.existsSync("/usr/lib/postgresql")
      ? fs
          .readdirSync("/usr/lib/postgresql")
          .map(Number)
          .filter((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/pg_dump`))
          .sort((a, b) => b - a)[0]
      : undefined;
  if (find() === undefined) {
    if (process.getuid?.() !== 0) throw new Error("PostgreSQL mangler: apt-get install -y postgresql");
    console.log("Installerer postgresql (apt-get install -y postgresql) ...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit" });
  }
  return `/usr/lib/postgresql/${find()}/bin`;
}

/** Runs a PostgreSQL tool as the postgres user (it refuses to run as root), like the backup unit. */
function asPostgres(bin: string, tool: string, args: string[]): string {
  const command = process.getuid?.() === 0 ? "runuser" : path.join(bin, tool);
  const argv = process.getuid?.() === 0 ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
  return execFileSync(command, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query(`select count(*)::int as n from ${name}`)).rows[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

const bin = postgresBin();
const home = fs.mkdtempSync(path.join(os.tmpdir(), "hv-backup-"));
fs.chmodSync(home, 0o777);
const dataDir = path.join(home, "cluster");
const port = await findFreePort();
const base = `postgres://postgres@127.0.0.1:${port}`;
let failed = false;
let started = false;
const instances: Array<{ stop: () => Promise<void> }> = [];

try {
  ensureBuild(buildDir);
  console.log(`PostgreSQL fra ${bin}, port ${port}`);
  asPostgres(bin, "initdb", ["-D", dataDir, "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  asPostgres(bin, "pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(home, "postgres.log"),
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${home}`,
    "-w",
    "start",
  ]);
  started = true;
  asPostgres(bin, "createdb", ["-h", "127.0.0.1", "-p", String(port), "hv"]);

  connectDatabase(`${base}/hv`);
  await applyMigrations(db());
  await seedCompanies(25);
  const [company] = await db()
    .select({ subdomain: companies.subdomain, name: companies.name })
    .from(companies)
    .limit(1);
  assert(company);
  await closeDatabase();
  const before = await tableCounts(`${base}/hv`);

  // The backup, as deploy/hv-backup.sh takes it.
  const dump = path.join(home, "hv.dump");
  asPostgres(bin, "pg_dump", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "--format=custom",
    "--no-owner",
    "--dbname=hv",
    `--file=${dump}`,
  ]);
  const listing = asPostgres(bin, "pg_restore", ["--list", dump]);
  console.log(
    `  ✓ pg_dump: ${(fs.statSync(dump).size / 1024).toFixed(0)} KB, ${listing.split("\n").filter((line) => /TABLE DATA/.test(line)).length} tabeller med data`,
  );

  // The restore, as docs/deploy.md describes it: a new database, pg_restore, then point the app at it.
  asPostgres(bin, "createdb", ["-h", "127.0.0.1", "-p", String(port), "hv_restored"]);
  asPostgres(bin, "pg_restore", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "--no-owner",
    "--exit-on-error",
    "--dbname=hv_restored",
    dump,
  ]);
  const after = await tableCounts(`${base}/hv_restored`);
  assert.deepEqual(after, before);
  console.log(
    `  ✓ pg_restore: samme antal rækker i alle ${Object.keys(after).length} tabeller (companies: ${after["public.companies"]})`,
  );

  const [instance] = await startInstances({
    count: 1,
    databaseUrl: `${base}/hv_restored`,
    rootDomain: "hv.test",
  });
  assert(instance);
  instances.push(instance);
  const page = await request({ port: instance.port, host: `${company.subdomain}.hv.test`, path: "/" });
  assert.equal(page.status, 200);
  assert.ok(page.body.includes(company.name.replace(/&/g, "&amp;")), "the restored site shows the company");
  console.log(`  ✓ produktionsbygget serverer ${company.subdomain}.hv.test fra den gendannede database`);
  console.log("test:backup: alle tjek bestået");
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const instance of instances) await instance.stop().catch(() => {});
  await closeDatabase().catch(() => {});
  if (started) {
    try {
      asPostgres(bin, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    } catch (error) {
      console.error(error);
    }
  }
  fs.rmSync(home, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
