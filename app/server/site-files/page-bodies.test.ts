import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type BodySlot, createPageBodies, newBodySlot } from "./page-bodies.server";

// The bodies of published pages kept in memory (docs/decisions/026): always the file's bytes, never
// more than the bound, and a page read only once is not kept.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hv-page-bodies-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file with its slot, as a page answer holds one per variant. */
function file(name: string, text: string): { slot: BodySlot; file: string; length: number } {
  const target = path.join(dir, name);
  fs.writeFileSync(target, text);
  return { slot: newBodySlot(), file: target, length: Buffer.byteLength(text) };
}

describe("page bodies", () => {
  it("reads a file's bytes and keeps them from the second read on", () => {
    const bodies = createPageBodies(1024);
    const page = file("p0.html", "<p>Tømrer</p>");
    expect(bodies.read(page.slot, page.file, page.length)?.toString()).toBe("<p>Tømrer</p>");
    expect(bodies.bytes).toBe(0);
    expect(bodies.read(page.slot, page.file, page.length)?.toString()).toBe("<p>Tømrer</p>");
    expect(bodies.bytes).toBe(page.length);
    // Kept: a generation's files never change, so the memory answers even once the file is gone.
    fs.rmSync(page.file);
    expect(bodies.read(page.slot, page.file, page.length)?.toString()).toBe("<p>Tømrer</p>");
  });

  it("does not keep a body read again only after more other files than its window", () => {
    // 512 KB: a window of the last 16 files read.
    const bodies = createPageBodies(16 * 32_768);
    const page = file("vindue.html", "<p>Kloakmester</p>");
    const others = Array.from({ length: 16 }, (_, i) => file(`anden-${i}.html`, `<p>${i}</p>`));
    bodies.read(page.slot, page.file, page.length);
    for (const other of others) bodies.read(other.slot, other.file, other.length);
    bodies.read(page.slot, page.file, page.length);
    expect(bodies.bytes).toBe(0);
    // Within the window now (read just before): kept.
    bodies.read(page.slot, page.file, page.length);
    expect(bodies.bytes).toBe(page.length);
  });

  it("answers null for a file that is gone or shorter than its manifest says", () => {
    const bodies = createPageBodies(1024);
    expect(bodies.read(newBodySlot(), path.join(dir, "findes-ikke.html"), 10)).toBeNull();
    const short = file("kort.html", "abc");
    expect(bodies.read(short.slot, short.file, 10)).toBeNull();
  });

  it("never holds more than its bound, the least recently read going first", () => {
    const bodies = createPageBodies(300);
    const pages = ["a", "b", "c", "d"].map((name) => file(`${name}.html`, name.repeat(100)));
    // Twice each: a, b and c are kept (300 bytes); d pushes out a, the least recently read.
    for (const page of pages.slice(0, 3)) {
      bodies.read(page.slot, page.file, page.length);
      bodies.read(page.slot, page.file, page.length);
    }
    expect(bodies.bytes).toBe(300);
    bodies.read(pages[1]!.slot, pages[1]!.file, pages[1]!.length);
    bodies.read(pages[3]!.slot, pages[3]!.file, pages[3]!.length);
    bodies.read(pages[3]!.slot, pages[3]!.file, pages[3]!.length);
    expect(bodies.bytes).toBe(300);
    for (const page of pages) fs.rmSync(page.file);
    expect(bodies.read(pages[0]!.slot, pages[0]!.file, pages[0]!.length)).toBeNull();
    for (const page of pages.slice(1))
      expect(bodies.read(page.slot, page.file, page.length)?.length).toBe(100);
  });

  it("lends a body not kept in one reused buffer, and a new one while the last is still being written", () => {
    const bodies = createPageBodies(1024 * 1024);
    const a = file("lend-a.html", "<p>Murer</p>");
    const b = file("lend-b.html", "<p>Maler og tapetserer</p>");
    const first = bodies.lend(a.slot, a.file, a.length)!;
    expect(first.toString()).toBe("<p>Murer</p>");
    bodies.giveBack(first, false);
    const second = bodies.lend(b.slot, b.file, b.length)!;
    expect(second.toString()).toBe("<p>Maler og tapetserer</p>");
    // Written: the same memory is read into again.
    expect(second.buffer).toBe(first.buffer);
    bodies.giveBack(second, true);
    // Still being written: the next body goes elsewhere, and the waiting one keeps its bytes.
    const c = file("lend-c.html", "<p>VVS</p>");
    const third = bodies.lend(c.slot, c.file, c.length)!;
    expect(third.buffer).not.toBe(second.buffer);
    expect(second.toString()).toBe("<p>Maler og tapetserer</p>");
    expect(third.toString()).toBe("<p>VVS</p>");
    expect(bodies.bytes).toBe(0);
  });

  it("lends a body read for the second time from memory of its own, and keeps it", () => {
    const bodies = createPageBodies(1024 * 1024);
    const page = file("lend-kept.html", "<p>Tagdækning</p>");
    bodies.giveBack(bodies.lend(page.slot, page.file, page.length)!, false);
    const kept = bodies.lend(page.slot, page.file, page.length)!;
    expect(bodies.bytes).toBe(page.length);
    // Another body lent afterwards does not touch the kept one.
    const other = file("lend-other.html", "<p>Glarmester</p>");
    bodies.giveBack(bodies.lend(other.slot, other.file, other.length)!, false);
    expect(kept.toString()).toBe("<p>Tagdækning</p>");
    fs.rmSync(page.file);
    expect(bodies.lend(page.slot, page.file, page.length)).toBe(kept);
  });
});
