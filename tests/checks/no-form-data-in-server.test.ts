import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 037: domain code takes plain values. Reading a form (FormData) is HTTP glue: the route reads it
// with parseForm (app/lib/parse-form.ts, readers beside their schemas in app/schemas) and hands
// app/server the parsed data. Tests and test support build browser posts, so they may use FormData.
const SERVER = path.join("app", "server");

function serverFiles(): string[] {
  return fs
    .readdirSync(SERVER, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !entry.name.includes("test-support"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("no FormData in app/server", () => {
  it("looks at the domain files (the check would see a FormData there)", () => {
    expect(serverFiles()).toContain(path.join(SERVER, "domain-failure.server.ts"));
  });

  it("no domain file mentions FormData", () => {
    const offenders = serverFiles().filter((file) => /\bFormData\b/.test(fs.readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
