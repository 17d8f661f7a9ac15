import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { VNU_JVM_OPTIONS } from "./html-checker";

const run = promisify(execFile);
const require_ = (await import("node:module")).createRequire(import.meta.url);
const vnuJar = require_("vnu-jar") as string;

/**
 * The W3C Nu checker's errors for a few pages a spec holds (name → HTML), as html-validity.spec.ts
 * reports them: "<file>: <message> [<extract>]". Warnings are not returned.
 */
export async function vnuErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, `${name}.html`), html);
    const { stdout, stderr } = await run(
      "java",
      [...VNU_JVM_OPTIONS, "-jar", vnuJar, "--format", "json", "--exit-zero-always", "--skip-non-html", dir],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr || stdout || "{}") as {
      messages?: Array<{ type: string; subType?: string; url?: string; message: string; extract?: string }>;
    };
    return (report.messages ?? [])
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${path.basename(m.url ?? "")}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
