import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 037: an action reads its form with parseForm (readers beside their schemas in app/schemas), never
// field by field. The browser's own state (navigation.formData) is not a posted form and may be read.
const FOLDERS = [path.join("app", "routes"), path.join("app", "server")];
const READ_BY_HAND = /\b(?:form|formData|posted|body)\.(?:get|getAll)\(/;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

describe("one form layer", () => {
  it("looks at the routes (the check would see a field read by hand there)", () => {
    expect(sourceFiles()).toContain(path.join("app", "routes", "site", "quote.tsx"));
    expect(READ_BY_HAND.test('const name = form.get("name");')).toBe(true);
    expect(READ_BY_HAND.test('navigation.formData?.get("intent")')).toBe(false);
  });

  it("no route or domain file reads a posted form field by field", () => {
    const offenders = sourceFiles().filter((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .some((line) => READ_BY_HAND.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
