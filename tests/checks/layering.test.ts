import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering rules (docs/architecture.md), checked on the import statements of the source: a
// component never reaches the database code (not even its types: shared shapes live in app/schemas,
// and a value import that leads there ships Drizzle to browsers), nor the server or route modules
// (shared pure functions live in app/lib, shared shapes in app/schemas); routes may import app/server;
// domain code never imports UI code.

const APP = path.resolve("app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

type Import = { specifier: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** import/export … from "x" statements; `import type`, or only `type` specifiers, are type-only. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const match of source.matchAll(pattern)) {
    const clause = match[3] ?? "";
    const names = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1];
    const allTypes = names
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith("type "));
    found.push({ specifier: match[4] ?? "", typeOnly: Boolean(match[2]) || allTypes === true });
  }
  for (const match of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) {
    found.push({ specifier: match[1] ?? "", typeOnly: false });
  }
  return found;
}

/** The file an import points at inside app/, or null for packages and node: modules. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return base;
}

const under = (file: string, folder: string) => file.startsWith(path.join(APP, folder) + path.sep);
const relative = (file: string) => path.relative(process.cwd(), file);
const imports = new Map<string, Import[]>();
const importsOfFile = (file: string) => {
  let found = imports.get(file);
  if (!found) {
    found = fs.existsSync(file) ? importsOf(fs.readFileSync(file, "utf8")) : [];
    imports.set(file, found);
  }
  return found;
};

/** The first chain of value imports from `file` into app/db, or null. */
function valuePathToDb(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const entry of importsOfFile(file)) {
    if (entry.typeOnly) continue;
    const target = resolve(file, entry.specifier);
    if (!target) continue;
    if (under(target, "db")) return [relative(file), relative(target)];
    const rest = valuePathToDb(target, seen);
    if (rest) return [relative(file), ...rest];
  }
  return null;
}

/** Every import (type-only ones too) from a source file under app/<from> into app/<to>. */
function importsInto(from: string, to: string): string[] {
  return sourceFiles(path.join(APP, from)).flatMap((file) =>
    importsOfFile(file)
      .filter((entry) => {
        const target = resolve(file, entry.specifier);
        return target !== null && under(target, to);
      })
      .map((entry) => `${relative(file)} imports ${entry.specifier}`),
  );
}

describe("layering", () => {
  it("recognises type-only imports", () => {
    expect(importsOf('import type { A } from "~/db/schema";\nimport { type B, c } from "./x";')).toEqual([
      { specifier: "~/db/schema", typeOnly: true },
      { specifier: "./x", typeOnly: false },
    ]);
    expect(importsOf('import {\n  type A,\n  type B,\n} from "~/db";')).toEqual([
      { specifier: "~/db", typeOnly: true },
    ]);
  });

  it("follows value imports into app/db, and not type-only ones", () => {
    expect(valuePathToDb(path.join(APP, "server/pages/find-page.server.ts"))).not.toBeNull();
    expect(valuePathToDb(path.join(APP, "lib/page-draft.ts"))).toBeNull();
  });

  it("components never import app/db, not even its types", () => {
    expect(importsInto("components", "db")).toEqual([]);
  });

  it("no component reaches app/db through a chain of value imports (Drizzle would ship to browsers)", () => {
    const chains = sourceFiles(path.join(APP, "components"))
      .map((file) => valuePathToDb(file))
      .filter((chain) => chain !== null)
      .map((chain) => chain.join(" → "));
    expect(chains).toEqual([]);
  });

  it("components never import app/server or app/routes, not even types", () => {
    expect([...importsInto("components", "server"), ...importsInto("components", "routes")]).toEqual([]);
  });

  it("domain code (app/server) never imports UI code from app/components, not even types", () => {
    expect(importsInto("server", "components")).toEqual([]);
  });
});
