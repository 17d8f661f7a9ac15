import { afterEach, describe, expect, it, vi } from "vitest";
import { newPageViewMemo, pageViewCounts, recordPageViewTo } from "./page-view-buffer.server";

// The published-files door counts a page's views through a memo of the row it counted last
// (server/site-files-path.ts): the counts must be exactly those of recordPageView.
const PERSON = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SITE = "5b0c3a8e-0000-4000-8000-00000000a11e";

afterEach(() => vi.useRealTimers());

const rows = () => pageViewCounts.take().filter((row) => row.companyId === SITE);

describe("page views counted through a memo", () => {
  it("counts people, not bots, across flushes and a failed flush put back", () => {
    const memo = newPageViewMemo();
    for (let i = 0; i < 3; i++) recordPageViewTo(memo, SITE, "/ydelser", PERSON);
    expect(recordPageViewTo(memo, SITE, "/ydelser", BOT)).toBe(false);
    expect(rows()).toEqual([expect.objectContaining({ path: "/ydelser", count: 3 })]);
    // After the flush took the row, the next view starts a new one (the taken row is not touched).
    recordPageViewTo(memo, SITE, "/ydelser", PERSON);
    const failed = pageViewCounts.take();
    recordPageViewTo(memo, SITE, "/ydelser", PERSON);
    pageViewCounts.restore(failed);
    recordPageViewTo(memo, SITE, "/ydelser", PERSON);
    expect(rows()).toEqual([expect.objectContaining({ path: "/ydelser", count: 3 })]);
  });

  it("counts a view after midnight (Copenhagen) on the new day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T22:59:59Z"));
    const memo = newPageViewMemo();
    recordPageViewTo(memo, SITE, "/", PERSON);
    vi.setSystemTime(new Date("2026-11-28T23:00:01Z"));
    recordPageViewTo(memo, SITE, "/", PERSON);
    recordPageViewTo(memo, SITE, "/", PERSON);
    expect(rows()).toEqual([
      expect.objectContaining({ day: "2026-11-28", count: 1 }),
      expect.objectContaining({ day: "2026-11-29", count: 2 }),
    ]);
  });
});
