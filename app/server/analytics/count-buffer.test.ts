import { describe, expect, it } from "vitest";
import { countBuffer } from "./count-buffer";

type Count = { site: string; day: string; count: number };
const counts = () => countBuffer<Count>((row) => `${row.site}\u0000${row.day}`);

describe("countBuffer", () => {
  it("counts per key and hands the batch over once", () => {
    const buffer = counts();
    expect(buffer.add({ site: "a", day: "2026-11-28" })).toBe(true);
    expect(buffer.add({ site: "a", day: "2026-11-28" })).toBe(true);
    expect(buffer.add({ site: "b", day: "2026-11-28" })).toBe(true);
    expect(buffer.take()).toEqual([
      { site: "a", day: "2026-11-28", count: 2 },
      { site: "b", day: "2026-11-28", count: 1 },
    ]);
    expect(buffer.take()).toEqual([]);
  });

  it("puts a failed batch back, added to what was counted since", () => {
    const buffer = counts();
    buffer.add({ site: "a", day: "2026-11-28" });
    const failed = buffer.take();
    buffer.add({ site: "a", day: "2026-11-28" });
    buffer.restore(failed);
    expect(buffer.take()).toEqual([{ site: "a", day: "2026-11-28", count: 2 }]);
  });

  it("counts no new key once 100,000 wait for a flush, but keeps counting the known ones", () => {
    const buffer = counts();
    for (let i = 0; i < 100_000; i++) buffer.add({ site: String(i), day: "2026-11-28" });
    expect(buffer.add({ site: "new", day: "2026-11-28" })).toBe(false);
    expect(buffer.add({ site: "0", day: "2026-11-28" })).toBe(true);
    const batch = buffer.take();
    expect(batch).toHaveLength(100_000);
    expect(batch[0]).toEqual({ site: "0", day: "2026-11-28", count: 2 });
  });

  it("gives the row counted, valid for more counts until rows leave the buffer", () => {
    const buffer = counts();
    const epoch = buffer.epoch;
    const row = buffer.addRow({ site: "a", day: "2026-11-28" })!;
    row.count++;
    expect(buffer.addRow({ site: "a", day: "2026-11-28" })).toBe(row);
    expect(buffer.epoch).toBe(epoch);
    expect(buffer.take()).toEqual([{ site: "a", day: "2026-11-28", count: 3 }]);
    expect(buffer.epoch).not.toBe(epoch);
  });
});
