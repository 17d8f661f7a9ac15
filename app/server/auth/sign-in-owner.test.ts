import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { rateLimits } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { signUpWithSession } from "../../../tests/setup/owner-session";
import { auth } from "./auth.server";
import { signInOwner } from "./sign-in-owner.server";

const db = connectTestDatabase();

describe("signInOwner under parallel guessing", () => {
  it("evaluates at most 8 of 60 simultaneous wrong passwords for one account", async () => {
    const email = `gaet-${crypto.randomBytes(5).toString("hex")}@test.example`;
    await signUpWithSession(email);
    const evaluated = vi.spyOn(auth().api, "signInEmail");
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signInOwner({ email, password: `forkert-kode-${i}`, ip: `198.51.100.${i + 1}` }),
      ),
    );
    expect(evaluated.mock.calls.length).toBeLessThanOrEqual(8);
    expect(results.filter((result) => !result.ok && result.error === "invalid").length).toBeLessThanOrEqual(
      8,
    );
    expect(
      results.filter((result) => !result.ok && result.error === "rate_limited").length,
    ).toBeGreaterThanOrEqual(52);
    // The right password is refused too while the account's window lasts.
    expect(await signInOwner({ email, password: "hemmelig-kode-123", ip: "198.51.100.200" })).toEqual({
      ok: false,
      error: "rate_limited",
    });
    evaluated.mockRestore();
  });

  it("signs in with the right password and gives the address its counted attempt back", async () => {
    const email = `rigtig-${crypto.randomBytes(5).toString("hex")}@test.example`;
    await signUpWithSession(email);
    const ip = `192.0.2.${crypto.randomInt(1, 250)}-${crypto.randomBytes(3).toString("hex")}`;
    expect((await signInOwner({ email, password: "hemmelig-kode-123", ip })).ok).toBe(true);
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(row?.count).toBe(0);
  });
});
