import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callTaps, pageViews } from "~/db/schema";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { connectTestDatabase } from "../../../tests/setup/db";
import { serveHttpAppForFile } from "../../../tests/setup/http-app";
import { randomIp } from "../../../tests/setup/quote-form";
import { CALL_TAPS_PER_ADDRESS_HOUR } from "./call-tap-buffer.server";

// Issue 25: taps on a customer site's phone numbers are counted through the HTML `ping` attribute of
// its tel: links, with no JavaScript and no cookie: POST /api/opkald, always 204.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A tap as Chromium sends it for <a href="tel:…" ping="…">. */
function ping(host: string, path = "/api/opkald", headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    "content-type": "text/ping",
    "ping-from": `http://${host}:${app().port}/`,
    "ping-to": "tel:+4512345678",
    origin: `http://${host}:${app().port}`,
    "user-agent": BROWSER,
    "x-forwarded-for": randomIp(),
    ...headers,
  };
  // A header given as "" is left out (the browser did not send it).
  const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ""));
  return app().request(host, path, { method: "POST", body: "PING", headers: sent });
}

async function countedToday(companyId: string): Promise<number> {
  await app().appModule.flushCallTaps();
  const rows = await db
    .select({ count: callTaps.count })
    .from(callTaps)
    .where(and(eq(callTaps.companyId, companyId), eq(callTaps.day, copenhagenDay())));
  return rows[0]?.count ?? 0;
}

describe("calls counted from the site's tel: links", () => {
  it("every tel: link of the public page pings the same-site counter; the main host names the CVR", async () => {
    const company = await createQuoteTestCompany(db);
    const page = await app().request(`${company.subdomain}.localhost`, "/");
    expect(page.status).toBe(200);
    const telLinks = page.body.match(/<a [^>]*href="tel:[^"]*"[^>]*>/g) ?? [];
    expect(telLinks.length).toBeGreaterThan(0);
    // Absolute (HTML allows only http(s) URLs there), on the site's own origin.
    for (const link of telLinks)
      expect(link).toContain(`ping="http://${company.subdomain}.localhost:3000/api/opkald"`);
    expect(page.body).not.toMatch(/<script[^>]+src=/); // still no JavaScript on customer sites

    const main = await app().request("localhost", `/${company.cvr}`);
    const mainLinks = main.body.match(/<a [^>]*href="tel:[^"]*"[^>]*>/g) ?? [];
    expect(mainLinks.length).toBeGreaterThan(0);
    for (const link of mainLinks)
      expect(link).toContain(`ping="http://localhost:3000/api/opkald?cvr=${company.cvr}"`);
  });

  it("answers 204 without a cookie, counts a tap per site and day, and never a page view", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const answer = await ping(host);
    expect(answer.status).toBe(204);
    expect(answer.body).toBe("");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect((await ping(host)).status).toBe(204);
    expect((await ping("localhost", `/api/opkald?cvr=${company.cvr}`)).status).toBe(204);
    expect(await countedToday(company.id)).toBe(3);
    expect(await db.select().from(pageViews).where(eq(pageViews.companyId, company.id))).toEqual([]);
  });

  it("counts no bots, no request that is not a tel: ping, no other site's origin; still 204", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const refused = [
      await ping(host, "/api/opkald", { "user-agent": BOT }),
      await ping(host, "/api/opkald", { "user-agent": "" }),
      await ping(host, "/api/opkald", { "ping-to": "https://example.dk/" }),
      await ping(host, "/api/opkald", { "ping-to": "" }),
      await ping(host, "/api/opkald", { origin: "http://evil.example" }),
      await ping("localhost", "/api/opkald?cvr=123"),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await countedToday(company.id)).toBe(0);
    // A ping without Origin (a browser may leave it out) from the site itself is counted.
    expect((await ping(host, "/api/opkald", { origin: "" })).status).toBe(204);
    expect(await countedToday(company.id)).toBe(1);
  });

  it("limits each address to a few counted taps per site an hour", async () => {
    const company = await createQuoteTestCompany(db);
    const host = `${company.subdomain}.localhost`;
    const ip = randomIp();
    for (let i = 0; i < CALL_TAPS_PER_ADDRESS_HOUR + 4; i++) {
      expect((await ping(host, "/api/opkald", { "x-forwarded-for": ip })).status).toBe(204);
    }
    expect(await countedToday(company.id)).toBe(CALL_TAPS_PER_ADDRESS_HOUR);
    expect((await ping(host, "/api/opkald", { "x-forwarded-for": randomIp() })).status).toBe(204);
    expect(await countedToday(company.id)).toBe(CALL_TAPS_PER_ADDRESS_HOUR + 1);
  });
});
