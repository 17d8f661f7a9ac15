import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storage } from "~/integrations/storage/index.server";
import { REPORT_OPT_OUT_PATH } from "~/server/reports/report-opt-out-token.server";
import { connectTestDatabase } from "../tests/setup/db";
import { postForm, startHttpAppForFile } from "../tests/setup/http-app";

// Security probe finding F15: malformed requests answer 4xx, never 500, and a refused request is one
// log line without a stack trace (before, React Router logged the stack in production; in tests
// nothing). An unexpected console.error fails these tests (tests/setup/console.ts).

connectTestDatabase();
const app = startHttpAppForFile();

const warnings: string[] = [];
const logged: string[] = [];
afterEach(() => {
  warnings.length = 0;
  logged.length = 0;
  vi.restoreAllMocks();
});
function watchLogs() {
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
  });
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  });
}
/** Exactly one warn line about the refusal, and no stack trace anywhere in the log. */
function expectOneRefusalLine(status: number, path: string) {
  const refusals = warnings.filter((line) => line.includes('"request refused"'));
  expect(refusals).toHaveLength(1);
  expect(JSON.parse(refusals[0]!)).toMatchObject({ level: "warn", status, path });
  expect([...warnings, ...logged].join("\n")).not.toMatch(/\n\s+at /);
}

describe("F15", () => {
  it("answers a Host with a port above 65535 with 400", async () => {
    for (const host of ["localhost:70000", "localhost:99999", "x.localhost:65536"]) {
      const answer = await app.request(host, "/");
      expect(answer.status, host).toBe(400);
    }
    expect((await app.request("localhost:65535", "/healthz")).status).toBe(200);
  });

  it("answers GET /media/<folder> with 404", async () => {
    const folder = `probe-${crypto.randomBytes(4).toString("hex")}`;
    await storage().put(`${folder}/billede.png`, Buffer.from("x"), "image/png");
    const answer = await app.request("localhost", `/media/${folder}`);
    expect(answer.status).toBe(404);
    await storage().delete(`${folder}/billede.png`);
  });

  it("logs a 405 as one line without a stack trace", async () => {
    watchLogs();
    const answer = await postForm(app, "/faq", "", { a: "1" });
    expect(answer.status).toBe(405);
    expectOneRefusalLine(405, "/faq");
  });

  it("logs React Router's cross-origin refusal as one line without a stack trace", async () => {
    watchLogs();
    const answer = await app.request("localhost", `${REPORT_OPT_OUT_PATH}?t=x`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(400);
    expectOneRefusalLine(400, REPORT_OPT_OUT_PATH);
  });
});
