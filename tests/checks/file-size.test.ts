import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Small files (the project's standard): no source file, tests included, over 400 lines. A file that
// grows past that is split by what it does (the last six over it were split on 2026-11-28).
const MAX_LINES = 400;
const ROOTS = ["app", "server", "scripts", "tests"];

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.split(path.sep).includes("node_modules")),
  );
}

function lineCount(file: string): number {
  const text = fs.readFileSync(file, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

it(`no source file is over ${MAX_LINES} lines`, () => {
  const offenders = sourceFiles()
    .map((file) => [file, lineCount(file)] as const)
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `${file}: ${lines} lines`);
  expect(offenders).toEqual([]);
});
