import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureHttpAppBuild, httpAppBuildDir } from "../tests/setup/http-app-build";
import { MIGRATED_TEMPLATE } from "../tests/setup/migrated-template";
import { runCommand } from "../tests/setup/run-command";

const NODE = path.resolve("node_modules/.bin/node");
/** Runs the real process entry with exactly `env` and collects what it prints and how it ends. */
const runEntry = (env: Record<string, string>) =>
  runCommand(NODE, ["server/main.ts"], { PATH: process.env.PATH ?? "", ...env }, { timeoutMs: 20_000 });

describe("server/main.ts start-up", () => {
  it("refuses a deployment without provider settings: one line per problem, nothing started", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-bad-env-"));
    try {
      const result = await runEntry({
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: path.join(dataDir, "no-build"),
        DATABASE_URL: "postgres://hv@127.0.0.1:1/hv",
        CVR_PROVIDER: "cvrapi",
        AI_PROVIDER: "gpt",
      });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toEqual(
        expect.arrayContaining([
          'Ugyldig konfiguration: AI_PROVIDER: ukendt udbyder "gpt" (offline eller openai)',
          "Ugyldig konfiguration: WEBSITE_SEARCH_PROVIDER: kræves når DATABASE_URL er sat (offline eller api)",
          "Ugyldig konfiguration: MAIL_PROVIDER: kræves når DATABASE_URL er sat (offline eller smtp)",
          "Ugyldig konfiguration: AUTH_SECRET: kræves når DATABASE_URL er sat (mindst 32 tegn)",
          expect.stringMatching(/^Ugyldig konfiguration: PUBLIC_URL: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: DNS_A_RECORD: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: AUTHORISATION_PROVIDER: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: PUSH_PROVIDER: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: SMS_PROVIDER: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: INDEXNOW_PROVIDER: kræves/),
          expect.stringMatching(/^Ugyldig konfiguration: IDENTITY_PROVIDER: kræves/),
        ]),
      );
      // 6 unnamed providers (cvr is named, ai is wrong) + billing + the authorisation register + push
      // + sms + indexnow + identity + the three deployment settings.
      expect(lines).toHaveLength(15);
      expect(lines.every((line) => line.startsWith("Ugyldig konfiguration: "))).toBe(true);
      // Refused before anything started: no server, no provider line, nothing written.
      expect(result.stdout).toBe("");
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("npm run seed with only DATABASE_URL names what is missing instead of a stack trace", async () => {
    const result = await runCommand(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: "postgres://hv@127.0.0.1:1/hv",
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines.every((line) => line.startsWith("Ugyldig konfiguration: "))).toBe(true);
    expect(lines).toContain(
      "Ugyldig konfiguration: AUTH_SECRET: kræves når DATABASE_URL er sat (mindst 32 tegn)",
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

// A database of this file's own (a copy of the migrated template): the started server's workers
// (mail outbox, jobs) must not touch other test files' rows.
const DATABASE = "main_start_test";
const adminUrl = () => process.env.DATABASE_URL!;
const databaseUrl = () => adminUrl().replace(/\/[^/?]+(\?.*)?$/, `/${DATABASE}`);
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

type Started = { code: number | null; lines: Array<Record<string, unknown>>; stderr: string };

/**
 * Starts the real entry in deployed mode (the run's settings, tests/setup/env.ts) on `overrides`, and
 * once it says where it listens (or exits) sends SIGTERM; gives its JSON log lines and its stderr.
 */
async function startEntry(overrides: Record<string, string>): Promise<Started> {
  const buildDir = path.dirname(path.dirname(await ensureHttpAppBuild(httpAppBuildDir())));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-start-"));
  try {
    const result = await runCommand(
      NODE,
      ["server/main.ts"],
      {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        SITE_FILES_DIR: path.join(dataDir, "site-files"),
        DATABASE_URL: databaseUrl(),
        DATABASE_POOL_SIZE: "2",
        SHUTDOWN_DRAIN_MS: "0",
        LOG_REQUESTS: "off",
        ...overrides,
      },
      { stopWhen: (stdout) => stdout.includes("Håndværkernet kører på") },
    );
    const lines = result.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { code: result.code, lines, stderr: result.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("server/main.ts start-up against a database", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await admin(`drop database if exists ${DATABASE} with (force)`);
    await admin(`create database ${DATABASE} template ${MIGRATED_TEMPLATE}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${DATABASE} with (force)`);
  });

  it("logs the providers, the current migration and the address actually bound, and stops on SIGTERM", async () => {
    const result = await startEntry({});
    expect(result.code).toBe(0);
    const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    const line = (msg: string) => result.lines.find((entry) => entry.msg === msg);
    expect(line("providers")).toMatchObject({
      mode: "deployed",
      mail: "offline",
      cvr: "offline",
      storage: "local",
    });
    expect(line("database")).toMatchObject({ migration: journal.entries.at(-1)!.tag, pool: 2 });
    const listening = result.lines.find((entry) => String(entry.msg).startsWith("Håndværkernet kører på"));
    expect(listening?.msg).toMatch(
      /^Håndværkernet kører på http:\/\/127\.0\.0\.1:\d+ \(offentlig adresse http:\/\/localhost:3000\)$/,
    );
    expect(line("shutting down")).toMatchObject({ signal: "SIGTERM" });
  });

  it("refuses a pool that does not fit max_connections with one Danish line naming DATABASE_POOL_SIZE", async () => {
    const result = await startEntry({ DATABASE_POOL_SIZE: "500" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Ugyldig konfiguration: DATABASE_POOL_SIZE: 500 forbindelser \(\+2 til LISTEN og job-låse\) er mere end PostgreSQL har ledigt: max_connections \d+/m,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.lines.some((entry) => String(entry.msg).startsWith("Håndværkernet kører på"))).toBe(false);
  });

  it("names the port in one line when it is taken, for the app and for its metrics", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const app = await startEntry({ PORT: String(port) });
      expect(app.code).toBe(1);
      expect(app.stderr).toMatch(
        new RegExp(
          `^Ugyldig konfiguration: PORT/HOST: 127\\.0\\.0\\.1:${port} kan ikke bruges \\(EADDRINUSE\\)$`,
          "m",
        ),
      );
      const metrics = await startEntry({ METRICS_PORT: String(port) });
      expect(metrics.code).toBe(1);
      expect(metrics.stderr).toMatch(
        new RegExp(
          `^Ugyldig konfiguration: METRICS_PORT: 127\\.0\\.0\\.1:${port} kan ikke bruges \\(EADDRINUSE\\)$`,
          "m",
        ),
      );
      for (const result of [app, metrics]) expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("names DATABASE_URL in one line when the database cannot be reached", async () => {
    const result = await startEntry({ DATABASE_URL: "postgres://hv:hv@127.0.0.1:1/hv" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Ugyldig konfiguration: DATABASE_URL: kan ikke forbinde til PostgreSQL \(ECONNREFUSED/m,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
