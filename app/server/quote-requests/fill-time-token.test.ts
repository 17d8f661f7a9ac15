import { describe, expect, it } from "vitest";
import { isFillTokenRipe, minFillMs, mintFillToken } from "./fill-time-token.server";

describe("the quote form's fill-time token", () => {
  it("is ripe only after the minimum fill time, 3 s unless a test server lowers it", () => {
    // The unit-test environment leaves QUOTE_MIN_FILL_MS unset: the production minimum.
    expect(minFillMs()).toBe(3000);
    const now = 1_800_000_000_000;
    const token = mintFillToken(now - 1000);
    expect(isFillTokenRipe(token, now)).toBe(false);
    expect(isFillTokenRipe(mintFillToken(now - 3000), now)).toBe(true);
    // The e2e server's setting (playwright.config.ts): one second is enough there, never less than 0.
    expect(isFillTokenRipe(token, now, 500)).toBe(true);
    expect(isFillTokenRipe(mintFillToken(now + 1000), now, 0)).toBe(false);
  });

  it("refuses a token that is not ours or older than a day", () => {
    const now = 1_800_000_000_000;
    const token = mintFillToken(now - 10_000);
    expect(isFillTokenRipe(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now)).toBe(false);
    expect(isFillTokenRipe(mintFillToken(now - 25 * 60 * 60 * 1000), now)).toBe(false);
    expect(isFillTokenRipe(null, now)).toBe(false);
  });
});
