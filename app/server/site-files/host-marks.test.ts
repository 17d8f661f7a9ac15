import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  HOST_MARK_SLOTS,
  type HostMark,
  hostMarkSlot,
  keepMark,
  markHostsChanged,
  readHostMark,
  sameMark,
} from "./host-marks.server";

const roots: string[] = [];
function newRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hv-host-marks-"));
  roots.push(root);
  return root;
}
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** What a reader does per request: read the slot, compare, and keep what it read when told to. */
function seenAgain(root: string, key: string, mark: HostMark, now: number): boolean {
  expect(readHostMark(root, hostMarkSlot(key), now)).toBe(true);
  const same = sameMark(mark);
  keepMark(mark);
  return same;
}

/** Two keys in different slots. */
function twoKeys(): [string, string] {
  const first = "s:murer-vejle";
  for (let i = 0; ; i++) {
    const other = `s:toemrer-${i}`;
    if (hostMarkSlot(other) !== hostMarkSlot(first)) return [first, other];
  }
}

describe("host marks", () => {
  it("spreads host keys over the slots", () => {
    const slots = new Set<number>();
    for (let i = 0; i < 4000; i++) slots.add(hostMarkSlot(`s:firma-${i}`));
    for (const slot of slots) expect(slot).toBeGreaterThanOrEqual(0);
    for (const slot of slots) expect(slot).toBeLessThan(HOST_MARK_SLOTS);
    // 4,000 keys over 4,096 slots at random fill about 2,540; a poor hash fills far fewer.
    expect(slots.size).toBeGreaterThan(2300);
  });

  it("changes a host's slot when its host changes, and only the slots of the hosts named", () => {
    const root = newRoot();
    const [key, other] = twoKeys();
    const mark: HostMark = { low: 0, high: 0 };
    const otherMark: HostMark = { low: 0, high: 0 };
    // Nothing written yet: every slot reads as zeros, and stays so.
    expect(seenAgain(root, key, mark, 1)).toBe(true);
    expect(seenAgain(root, other, otherMark, 1)).toBe(true);

    markHostsChanged(root, [key]);
    expect(seenAgain(root, key, mark, 2)).toBe(false);
    expect(seenAgain(root, key, mark, 3)).toBe(true);
    expect(seenAgain(root, other, otherMark, 3)).toBe(true);

    markHostsChanged(root, [other, key]);
    expect(seenAgain(root, key, mark, 4)).toBe(false);
    expect(seenAgain(root, other, otherMark, 4)).toBe(false);
  });

  it("changes every slot when the hosts of a change are not known", () => {
    const root = newRoot();
    const [key, other] = twoKeys();
    markHostsChanged(root, [key, other]);
    const mark: HostMark = { low: 0, high: 0 };
    const otherMark: HostMark = { low: 0, high: 0 };
    seenAgain(root, key, mark, 1);
    seenAgain(root, other, otherMark, 1);
    markHostsChanged(root, null);
    expect(seenAgain(root, key, mark, 2)).toBe(false);
    expect(seenAgain(root, other, otherMark, 2)).toBe(false);
  });

  it("sees a store replaced under the same path within a second", () => {
    const root = newRoot();
    const [key] = twoKeys();
    const mark: HostMark = { low: 0, high: 0 };
    markHostsChanged(root, [key]);
    seenAgain(root, key, mark, 10_000);
    // A restore: the file is replaced, not written in place; the reader's descriptor still shows the old one.
    fs.rmSync(path.join(root, "host-marks"));
    markHostsChanged(root, [key]);
    expect(seenAgain(root, key, mark, 10_500)).toBe(true);
    expect(seenAgain(root, key, mark, 11_001)).toBe(false);
  });

  it("cannot be read where there is no store, and says so", () => {
    const missing = path.join(newRoot(), "nothing-here");
    expect(readHostMark(missing, 0, 50_000)).toBe(false);
  });
});
