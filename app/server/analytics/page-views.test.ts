import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, pageViews } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { connectTestDatabase } from "../../../tests/setup/db";
import { flushPageViews } from "./flush-page-views.server";
import { pageViewCounts, recordPageView } from "./page-view-buffer.server";

const db = connectTestDatabase();
const suffix = crypto.randomBytes(4).toString("hex");
let companyId = "";
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

beforeAll(async () => {
  const [row] = await db
    .insert(companies)
    .values({
      cvr: String(10_000_000 + crypto.randomInt(80_000_000)),
      name: "Tællefirma",
      companyEmail: `views-${suffix}@example.dk`,
      hours: DEFAULT_HOURS,
      subdomain: `views${suffix}`,
      domainVerificationToken: suffix,
    })
    .returning({ id: companies.id });
  companyId = row!.id;
});

afterAll(async () => {
  await db.delete(companies).where(eq(companies.id, companyId));
});

describe("copenhagenDay", () => {
  it("uses the Danish calendar day, not UTC", () => {
    expect(copenhagenDay(new Date("2025-06-30T22:30:00Z"))).toBe("2025-07-01"); // 00:30 summer time
    expect(copenhagenDay(new Date("2025-12-31T22:59:00Z"))).toBe("2025-12-31"); // 23:59 winter time
    expect(copenhagenDay(new Date("2025-12-31T23:00:00Z"))).toBe("2026-01-01");
  });
});

describe("page views", () => {
  it("counts people, not bots, per site, path and day", () => {
    pageViewCounts.take();
    expect(recordPageView(companyId, "/", browser)).toBe(true);
    expect(recordPageView(companyId, "/", browser)).toBe(true);
    expect(recordPageView(companyId, "/om-os", browser)).toBe(true);
    expect(recordPageView(companyId, "/", "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(recordPageView(companyId, "/", "curl/8.5.0")).toBe(false);
    expect(recordPageView(companyId, "/", undefined)).toBe(false);
    const batch = pageViewCounts.take();
    expect(batch.map(({ path, count }) => ({ path, count }))).toEqual([
      { path: "/", count: 2 },
      { path: "/om-os", count: 1 },
    ]);
  });

  it("adds each flush to the stored count with one upsert, storing no visitor data", async () => {
    const day = copenhagenDay();
    for (let i = 0; i < 3; i++) recordPageView(companyId, "/", browser);
    expect(await flushPageViews()).toBe(1);
    for (let i = 0; i < 2; i++) recordPageView(companyId, "/", browser);
    recordPageView(crypto.randomUUID(), "/", browser); // a company that no longer exists is skipped
    expect(await flushPageViews()).toBe(2);
    const rows = await db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.companyId, companyId), eq(pageViews.day, day)));
    expect(rows).toEqual([{ companyId, day, path: "/", count: 5 }]);
    expect(await flushPageViews()).toBe(0);
  });
});
