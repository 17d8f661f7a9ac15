import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// vnu-jar is CommonJS whose export is the jar's path (no types).
const require = createRequire(import.meta.url);
const vnuJar = require("vnu-jar") as string;

/**
 * A short-lived checker: the JVM's quick compiler only (its optimising compiler costs more CPU than
 * it saves in a run of a few seconds: 2.3 s instead of 5.2 s of CPU for one page) and its simplest
 * garbage collector; quickly compiled code needs a deeper stack for the HTML schema's recursion.
 */
export const VNU_JVM_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string };

/**
 * The W3C Nu HTML checker (vnu-jar, on Java) over the given pages (file name → HTML), all in one run
 * (the JVM starts once). Returns the errors as "name.html: message [extract]"; warnings are printed,
 * not returned, except React's "Trailing slash on void elements" (<meta … />: legal, noise).
 */
export async function htmlCheckerErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    // A page's name may be a path ("admin-settings/soegemaskiner"): one flat file each.
    for (const [name, html] of Object.entries(pages))
      fs.writeFileSync(path.join(dir, `${name.replaceAll("/", "-")}.html`), html);
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      [...VNU_JVM_OPTIONS, "-jar", vnuJar, "--format", "json", "--exit-zero-always", "--skip-non-html", dir],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr || stdout || "{}") as { messages?: VnuMessage[] }).messages ?? [];
    const isError = (m: VnuMessage) => m.type === "error" || m.subType === "fatal";
    for (const m of messages) {
      if (!isError(m) && !m.message.startsWith("Trailing slash on void"))
        console.log(`vnu warning: ${path.basename(m.url ?? "")}: ${m.message}`);
    }
    return messages
      .filter(isError)
      .map((m) => `${path.basename(m.url ?? "")}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
