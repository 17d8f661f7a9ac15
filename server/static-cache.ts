import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Response } from "express";

/**
 * Public files whose name never changes content: served with a one-year, immutable cache. They are
 * named in IMMUTABLE_MANIFEST with their content hash, and a test (static-cache.test.ts) fails when a
 * file under these names changes: a changed file must get a new name, so no browser keeps a stale copy.
 */
const IMMUTABLE_DIRS = ["site-images", "content", "video"] as const;
const IMMUTABLE_FILES = ["favicon.ico", "favicon.svg", "apple-touch-icon.png"] as const;

const ONE_YEAR = "public, max-age=31536000, immutable";

/** True for a path (relative to the public folder, "/"-separated) that is served as immutable. */
export function isImmutablePublicPath(relative: string): boolean {
  const clean = relative.replace(/^\/+/, "");
  if ((IMMUTABLE_FILES as readonly string[]).includes(clean)) return true;
  return IMMUTABLE_DIRS.some((dir) => clean.startsWith(`${dir}/`));
}

/** express.static setHeaders: the long cache for immutable files; others keep the default (1 hour). */
export function publicCacheHeaders(root: string) {
  return (res: Response, filePath: string) => {
    const relative = path.relative(root, filePath).split(path.sep).join("/");
    if (isImmutablePublicPath(relative)) res.setHeader("Cache-Control", ONE_YEAR);
  };
}

/** name → sha256 of every immutable file in a public folder (what the manifest records). */
export function hashImmutableFiles(publicDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (relative: string) => {
    const data = fs.readFileSync(path.join(publicDir, relative));
    out[relative] = crypto.createHash("sha256").update(data).digest("hex");
  };
  for (const file of IMMUTABLE_FILES) if (fs.existsSync(path.join(publicDir, file))) add(file);
  for (const dir of IMMUTABLE_DIRS) {
    const walk = (relative: string) => {
      for (const entry of fs.readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
        const child = `${relative}/${entry.name}`;
        if (entry.isDirectory()) walk(child);
        else add(child);
      }
    };
    if (fs.existsSync(path.join(publicDir, dir))) walk(dir);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
