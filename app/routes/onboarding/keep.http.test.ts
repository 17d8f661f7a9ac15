import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpAppForFile } from "../../../tests/setup/http-app";
import { onboardingBrowser } from "../../../tests/setup/onboarding-browser";

// Onboarding keeps every typed value (issue 12) through the real server/app.ts: what the browser sends
// while the owner types (POST /onboarding/gem, JavaScript on) and what the in-page "Tilbage" posts
// (JavaScript off) is in the signed draft cookie, so the next GET of any step shows it again.

connectTestDatabase();
const app = startHttpAppForFile();
// A register company that is looked up here and never created.
const CVR = "28625278";

const browser = () => onboardingBrowser(app);

describe("typed onboarding values", () => {
  it("are kept while typing and by the in-page Tilbage, step by step, never the password", async () => {
    const owner = browser();
    // Typed, not yet looked up: the CVR step shows it after a reload.
    expect(
      (
        await owner.post("/onboarding/gem", [
          ["step", "cvr"],
          ["cvr", "2862 5"],
        ])
      ).status,
    ).toBe(204);
    expect((await owner.get("/onboarding")).body).toContain('value="28625"');

    expect(
      (
        await owner.post("/onboarding", [
          ["intent", "lookup"],
          ["cvr", CVR],
        ])
      ).headers.location,
    ).toBe("/onboarding?trin=bekraeft");
    // Step 2 typed, then "Tilbage": kept unchecked, and shown when the owner comes forward again.
    const back = await owner.post("/onboarding", [
      ["intent", "confirm"],
      ["step", "bekraeft"],
      ["back", "1"],
      ["choice", "other"],
      ["otherUrl", "ikke færdig"],
    ]);
    expect([back.status, back.headers.location]).toEqual([303, "/onboarding"]);
    expect((await owner.get("/onboarding?trin=bekraeft")).body).toContain('value="ikke færdig"');

    await owner.post("/onboarding", [
      ["intent", "confirm"],
      ["choice", "other"],
      ["noWebsite", "1"],
    ]);
    // Step 3 while typing: the e-mail and the tick come back on the next GET; the password never.
    await owner.post("/onboarding/gem", [
      ["step", "konto"],
      ["email", "ny@eksempel.dk"],
      ["acceptPrivacy", "1"],
      ["password", "hemmelig1"],
    ]);
    const account = await owner.get("/onboarding?trin=konto");
    expect(account.body).toContain('value="ny@eksempel.dk"');
    expect(account.body).toMatch(/id="account-accept"[^>]*checked=""/);
    expect(account.body).not.toContain("hemmelig1");
    // The cookie holds base64 JSON before its signature: no password in it either.
    const signed = decodeURIComponent(owner.cookie().slice("hv_onboarding=".length));
    const stored = Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString();
    expect(stored).toContain("ny@eksempel.dk");
    expect(stored).not.toContain("hemmelig1");
    // "Tilbage" from step 3 keeps what was typed there too.
    const fromAccount = await owner.post("/onboarding", [
      ["intent", "create"],
      ["step", "konto"],
      ["back", "1"],
      ["email", "rettet@eksempel.dk"],
    ]);
    expect(fromAccount.headers.location).toBe("/onboarding?trin=billeder");
    expect((await owner.get("/onboarding?trin=konto")).body).toContain('value="rettet@eksempel.dk"');

    // After the site is created with JavaScript the draft is forgotten.
    await owner.post("/onboarding/gem", [["step", "glem"]]);
    expect((await owner.get("/onboarding?trin=konto")).headers.location).toBe("/onboarding");
  });

  it("refuses a keep without the page's origin (a cross-site form)", async () => {
    const answer = await app.request("localhost", "/onboarding/gem", {
      method: "POST",
      headers: { origin: "https://ondt.example", "content-type": "application/x-www-form-urlencoded" },
      body: "step=cvr&cvr=12345678",
    });
    expect(answer.status).toBe(403);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});
