import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashImmutableFiles, isImmutablePublicPath } from "./static-cache";

const publicDir = path.resolve(import.meta.dirname, "../public");
const manifestPath = path.join(publicDir, "..", "server", "immutable-files.json");

describe("immutable public files", () => {
  it("are exactly the recorded files with their recorded content (a changed file needs a new name)", () => {
    const recorded = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, string>;
    const current = hashImmutableFiles(publicDir);
    for (const [name, hash] of Object.entries(recorded)) {
      // A file may be removed or added, but never changed under the same name.
      if (current[name] !== undefined)
        expect(current[name], `${name} changed: give it a new name`).toBe(hash);
    }
    expect(Object.keys(current).sort(), "record new files in server/immutable-files.json").toEqual(
      Object.keys(recorded)
        .filter((name) => current[name] !== undefined)
        .sort(),
    );
  });

  it("covers the site images, content, video and icons but nothing else", () => {
    expect(isImmutablePublicPath("site-images/vvs-hero.svg")).toBe(true);
    expect(isImmutablePublicPath("/content/og-haandvaerkernet.png")).toBe(true);
    expect(isImmutablePublicPath("video/guide.webm")).toBe(true);
    expect(isImmutablePublicPath("favicon.ico")).toBe(true);
    expect(isImmutablePublicPath("robots.txt")).toBe(false);
    expect(isImmutablePublicPath("contentx/a.png")).toBe(false);
  });
});
