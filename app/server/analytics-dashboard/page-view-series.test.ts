import { describe, expect, it } from "vitest";
import { pageViews } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { connectTestDatabase } from "../../../tests/setup/db";
import { insertTestCompany } from "../settings/test-company.test-support";
import { getPageViewSeries } from "./get-page-view-series.server";
import { zeroFillDays } from "./zero-fill-days";

const db = connectTestDatabase();

describe("copenhagenDay", () => {
  it("uses the Danish calendar day, in winter and summer time", () => {
    expect(copenhagenDay(new Date("2026-01-15T22:59:00Z"))).toBe("2026-01-15");
    expect(copenhagenDay(new Date("2026-01-15T23:00:00Z"))).toBe("2026-01-16");
    expect(copenhagenDay(new Date("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
    expect(copenhagenDay(new Date("2026-07-15T22:00:00Z"))).toBe("2026-07-16");
  });
});

describe("zeroFillDays", () => {
  it("gives every day, oldest first, with 0 where nothing was counted", () => {
    const series = zeroFillDays(
      [
        { day: "2026-03-01", count: 4 },
        { day: "2026-02-27", count: 2 },
      ],
      "2026-03-02",
      5,
    );
    expect(series).toEqual([
      { day: "2026-02-26", count: 0 },
      { day: "2026-02-27", count: 2 },
      { day: "2026-02-28", count: 0 },
      { day: "2026-03-01", count: 4 },
      { day: "2026-03-02", count: 0 },
    ]);
  });

  it("crosses the daylight-saving change and the year without skipping a day", () => {
    const days = zeroFillDays([], "2026-03-30", 3).map((d) => d.day);
    expect(days).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(zeroFillDays([], "2026-01-01", 2).map((d) => d.day)).toEqual(["2025-12-31", "2026-01-01"]);
  });
});

describe("getPageViewSeries", () => {
  it("adds the paths of each day, fills 30 days and leaves out older days and other sites", async () => {
    const company = await insertTestCompany(db);
    const other = await insertTestCompany(db);
    const now = new Date("2026-05-20T10:00:00Z");
    await db.insert(pageViews).values([
      { companyId: company.id, day: "2026-05-20", path: "/", count: 5 },
      { companyId: company.id, day: "2026-05-20", path: "/om-os", count: 2 },
      { companyId: company.id, day: "2026-05-10", path: "/", count: 3 },
      { companyId: company.id, day: "2026-04-21", path: "/", count: 1 }, // the first of the 30 days
      { companyId: company.id, day: "2026-04-20", path: "/", count: 100 }, // 31 days ago: outside
      { companyId: other.id, day: "2026-05-20", path: "/", count: 50 },
    ]);
    const series = await getPageViewSeries(company.id, { now });
    expect(series.days).toHaveLength(30);
    expect(series.days[0]).toEqual({ day: "2026-04-21", count: 1 });
    expect(series.days.at(-1)).toEqual({ day: "2026-05-20", count: 7 });
    expect(series.days.find((d) => d.day === "2026-05-10")?.count).toBe(3);
    expect(series.days.filter((d) => d.count === 0)).toHaveLength(27);
    expect(series.total).toBe(11);
  });

  it("is all zeros for a site nobody has visited", async () => {
    const company = await insertTestCompany(db);
    const series = await getPageViewSeries(company.id, { now: new Date("2026-05-20T10:00:00Z") });
    expect(series.total).toBe(0);
    expect(series.days.every((d) => d.count === 0)).toBe(true);
  });
});
