import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { account, user } from "~/db/schema";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRedirectToLogin } from "../../../tests/setup/route-call";
import { insertTestCompany } from "../settings/test-company.test-support";
import { findOwner, requireOwner } from "./require-owner.server";
import { signInOwner } from "./sign-in-owner.server";

const db = connectTestDatabase();
const PASSWORD = "hemmelig1";

/** A user who logs in with `email` and PASSWORD. */
async function insertLogin(userId: string, name: string, email: string) {
  await db.insert(user).values({ id: userId, name, email });
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: await hashPassword(PASSWORD),
  });
}

async function ownerWithLogin() {
  const company = await insertTestCompany(db);
  await insertLogin(crypto.randomUUID(), company.name, company.companyEmail);
  return company;
}

const requestWith = (cookies: string[] = []) =>
  new Request("http://localhost:3000/admin/dashboard", {
    headers: cookies.length ? { cookie: cookies.map((c) => c.split(";")[0]).join("; ") } : {},
  });

describe("requireOwner", () => {
  it("returns the company of the signed-in owner, and only that one", async () => {
    const mine = await ownerWithLogin();
    const theirs = await ownerWithLogin();
    const signedIn = await signInOwner({ email: mine.companyEmail, password: PASSWORD, ip: "203.0.113.1" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const owner = await requireOwner(requestWith(signedIn.setCookies));
    expect(owner.company.id).toBe(mine.id);
    expect(owner.company.id).not.toBe(theirs.id);
    expect(owner.email).toBe(mine.companyEmail);
  });

  it("sends anonymous visitors and forged cookies to the login", async () => {
    await expectRedirectToLogin(requireOwner(requestWith()));
    await expectRedirectToLogin(requireOwner(requestWith(["hv.session_token=forged.signature"])));
    expect(await findOwner(requestWith())).toBeNull();
  });

  it("sends a signed-in user without a company to the login", async () => {
    const userId = crypto.randomUUID();
    const email = `uden-firma-${userId}@test.example`;
    await insertLogin(userId, "Uden firma", email);
    const signedIn = await signInOwner({ email, password: PASSWORD, ip: "203.0.113.2" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    await expectRedirectToLogin(requireOwner(requestWith(signedIn.setCookies)));
  });
});

describe("signInOwner", () => {
  it("refuses a wrong password and locks an e-mail after repeated failures, even with the right password", async () => {
    const company = await ownerWithLogin();
    const attempt = (password: string) =>
      signInOwner({ email: company.companyEmail, password, ip: "198.51.100.7" });
    expect(await attempt("forkert")).toEqual({ ok: false, error: "invalid" });
    for (let i = 0; i < 7; i++) await attempt("forkert");
    expect(await attempt(PASSWORD)).toEqual({ ok: false, error: "rate_limited" });
  });
});
