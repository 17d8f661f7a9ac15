import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Test files share one PostgreSQL database and run in parallel: a test that deletes or counts every
// row of a table sees (or destroys) another file's rows. Such a test must own its database
// (connectIsolatedTestDatabase, or a PostgreSQL server of its own); every other test filters by the
// rows it created.

const ROOTS = ["app", "server", "scripts", "tests"];

function testFiles(): string[] {
  return ROOTS.flatMap((root) =>
    fs.readdirSync(root, { withFileTypes: true, recursive: true }).flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !file.includes("node_modules")
        ? [file]
        : [];
    }),
  );
}

/** Whole-table deletes and counts in a test file's source. */
function wholeTableStatements(source: string): string[] {
  const patterns = [
    /\b(?:db|db\(\)|database\(\)|tx)\.delete\(\s*\w+\s*\)(?!\s*\.where)/g, // db.delete(table) with no where
    /\$count\(\s*\w+\s*\)/g, // db.$count(table) with no filter
    /\b(?:select\s+count\s*\(\s*\*\s*\)\s+from|truncate\s+(?:table\s+)?)\s*"?(?!drizzle\.)\w+/gi,
  ];
  return patterns.flatMap((pattern) => Array.from(source.matchAll(pattern), (match) => match[0]));
}

const ownsItsDatabase = (source: string) =>
  /connectIsolatedTestDatabase\(|startEmbeddedPostgres\(/.test(source);

describe("test hygiene", () => {
  it("recognises whole-table deletes and counts, and leaves filtered ones alone", () => {
    expect(
      wholeTableStatements(
        "await db.delete(mailOutbox);\nawait db.$count(companies);\nawait pool.query('select count(*) from pages');",
      ),
    ).toEqual(["db.delete(mailOutbox)", "$count(companies)", "select count(*) from pages"]);
    expect(
      wholeTableStatements(
        "await db.delete(pages).where(eq(pages.id, id));\nawait db.$count(images, eq(images.companyId, id));\nzone.delete(domain);",
      ),
    ).toEqual([]);
  });

  it("no test on the shared database deletes or counts every row of a table", () => {
    const offenders = testFiles().flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      if (ownsItsDatabase(source) || file.endsWith("test-hygiene.test.ts")) return [];
      return wholeTableStatements(source).map((statement) => `${file}: ${statement}`);
    });
    expect(offenders).toEqual([]);
  });
});
