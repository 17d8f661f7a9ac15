import { describe, expect, it } from "vitest";
import { IMAGE_WORK_CONCURRENCY, withImageSlot } from "./image-work-slots.server";

describe("withImageSlot", () => {
  it(`runs at most ${IMAGE_WORK_CONCURRENCY} at once, in order, and passes failures on`, async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, () => Promise.withResolvers<void>());
    const all = gates.map((gate, n) =>
      withImageSlot(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        if (n === 3) throw new Error("kaput");
        return n;
      }),
    );
    // Handled from the start: the failing one rejects while the others are still being let through.
    const settled = Promise.allSettled(all);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const results = await settled;
    expect(most).toBe(IMAGE_WORK_CONCURRENCY);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results[3]?.status).toBe("rejected");
    expect(results[5]).toEqual({ status: "fulfilled", value: 5 });
  });
});
