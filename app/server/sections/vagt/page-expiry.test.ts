import { describe, expect, it } from "vitest";
import { type RenderedPage, serveSitePage } from "~/server/sites/serve-site-page.server";
import { configureSiteCache } from "~/server/sites/site-cache.server";
import { clockForFile } from "../../../../tests/setup/clock";
import { setSectionsClockForTests } from "./clock";
import { holidayState } from "./holiday-state";

const site = { companyId: "00000000-0000-4000-8000-0000000000aa", version: 7 };
const christmas = { from: "2026-12-22", to: "2027-01-02", note: "" };

const setSectionsClock = clockForFile(setSectionsClockForTests);

/** A renderer that, like the site routes, tells the cache when its page changes by itself. */
function holidayPage() {
  let calls = 0;
  const render = async (): Promise<RenderedPage> => {
    calls++;
    const { sectionsNow } = await import("./clock");
    const state = holidayState([christmas], sectionsNow());
    return {
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: Buffer.from(state.active ? "<p>Lukket 22.12.–2.1.</p>" : "<p>Åbningstider</p>"),
      cacheable: true,
      expiresAt: state.changesAt,
    };
  };
  return { render, calls: () => calls };
}

describe("holiday hours and the page cache", () => {
  it("keeps a page only until its closure starts or ends, with no edit in between", async () => {
    configureSiteCache({ enabled: true });
    const { render, calls } = holidayPage();
    const request = {
      method: "GET" as const,
      cacheKey: "ferie.localhost/",
      site,
      ifNoneMatch: undefined,
      acceptEncoding: undefined,
    };
    const text = async () => (await serveSitePage(request, render)).body?.toString();

    setSectionsClock(new Date("2026-12-21T12:00:00Z"));
    expect(await text()).toBe("<p>Åbningstider</p>");
    expect(await text()).toBe("<p>Åbningstider</p>");
    expect(calls()).toBe(1);

    // Copenhagen midnight into 22 December: the cached page has expired, the closure shows.
    setSectionsClock(new Date("2026-12-21T23:00:00Z"));
    expect(await text()).toBe("<p>Lukket 22.12.–2.1.</p>");
    expect(calls()).toBe(2);

    setSectionsClock(new Date("2027-01-02T22:59:00Z"));
    expect(await text()).toBe("<p>Lukket 22.12.–2.1.</p>");
    expect(calls()).toBe(2);

    // 3 January: gone again.
    setSectionsClock(new Date("2027-01-02T23:00:00Z"));
    expect(await text()).toBe("<p>Åbningstider</p>");
    expect(calls()).toBe(3);
  });
});
