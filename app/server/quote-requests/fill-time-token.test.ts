import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { isFillTokenRipe, minFillMs, mintFillToken, spendFillToken } from "./fill-time-token.server";

connectTestDatabase();
const SITE = "5f0c4a52-6a57-4b3e-9d7c-1d1f2b3c4d5e";

describe("the quote form's fill-time token", () => {
  it("is ripe only after the minimum fill time, 3 s unless a test server lowers it", () => {
    // The unit-test environment leaves QUOTE_MIN_FILL_MS unset: the production minimum.
    expect(minFillMs()).toBe(3000);
    const now = 1_800_000_000_000;
    const token = mintFillToken(SITE, now - 1000);
    expect(isFillTokenRipe(token, SITE, now)).toBe(false);
    expect(isFillTokenRipe(mintFillToken(SITE, now - 3000), SITE, now)).toBe(true);
    // The e2e server's setting (playwright.config.ts): one second is enough there, never less than 0.
    expect(isFillTokenRipe(token, SITE, now, 500)).toBe(true);
    expect(isFillTokenRipe(mintFillToken(SITE, now + 1000), SITE, now, 0)).toBe(false);
  });

  it("refuses a token that is not ours, older than a day, or minted for another site", () => {
    const now = 1_800_000_000_000;
    const token = mintFillToken(SITE, now - 10_000);
    expect(isFillTokenRipe(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, SITE, now)).toBe(false);
    expect(isFillTokenRipe(mintFillToken(SITE, now - 25 * 60 * 60 * 1000), SITE, now)).toBe(false);
    expect(isFillTokenRipe(null, SITE, now)).toBe(false);
    // Issue 27: a token from one site's form does not open another site's form.
    expect(isFillTokenRipe(token, crypto.randomUUID(), now)).toBe(false);
  });

  it("is spent by its first request only", async () => {
    const token = mintFillToken(SITE);
    expect(await spendFillToken(token)).toBe(true);
    expect(await spendFillToken(token)).toBe(false);
    // Another token (a new form view) is a new chance.
    expect(await spendFillToken(mintFillToken(SITE))).toBe(true);
  });
});
