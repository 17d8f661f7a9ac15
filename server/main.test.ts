import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Runs the real process entry with exactly `env` and collects what it prints and how it ends. */
function runEntry(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/node"), ["server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

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
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/seed.ts"], {
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: "postgres://hv@127.0.0.1:1/hv" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.on("error", reject);
      child.on("exit", (code) => resolve({ code, stderr }));
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
