import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { auth } from "~/server/auth/auth.server";
import { signInOwner } from "~/server/auth/sign-in-owner.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { isResetTokenUsable } from "./is-reset-token-usable.server";
import { requestPasswordReset } from "./request-password-reset.server";
import { resetOwnerPassword } from "./reset-owner-password.server";

const db = connectTestDatabase();

async function createAccount(email: string, password: string) {
  await auth().api.signUpEmail({ body: { email, password, name: "Ejer" } });
}

async function resetMailsTo(email: string) {
  return await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/admin\/nulstil-password\?token=\S+/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}

describe("password reset", () => {
  it("mails a link to our reset page; the new password works, the old one and the used link do not", async () => {
    const email = `glemt-${Date.now()}@test.example`;
    await createAccount(email, "gammel-kode");

    expect(await requestPasswordReset({ email, ip: "192.0.2.10" })).toBe("accepted");
    const [mail] = await resetMailsTo(email);
    expect(mail).toMatchObject({
      kind: "password-reset",
      subject: "Nulstil din adgangskode til Håndværkernet",
    });
    const link = linkIn(mail!.text);
    expect(link.origin).toBe("http://localhost:3000"); // the product host (PUBLIC_URL)
    expect(mail!.html).toContain(link.href.replace(/&/g, "&amp;"));
    const token = link.searchParams.get("token")!;
    expect(await isResetTokenUsable(token)).toBe(true);

    expect(await resetOwnerPassword(token, "ny-kode-123")).toBe("reset");
    expect(await signInOwner({ email, password: "gammel-kode", ip: "192.0.2.10" })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await signInOwner({ email, password: "ny-kode-123", ip: "192.0.2.10" })).toMatchObject({
      ok: true,
    });
    // A link works once, and the page knows it before the form is filled in.
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetOwnerPassword(token, "tredje-kode")).toBe("invalid_token");
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const email = `ukendt-${Date.now()}@test.example`;
    expect(await requestPasswordReset({ email, ip: "192.0.2.11" })).toBe("accepted");
    expect(await resetMailsTo(email)).toEqual([]);
  });

  it("knows an empty or made-up token is unusable", async () => {
    expect(await isResetTokenUsable("")).toBe(false);
    expect(await isResetTokenUsable("findes-ikke-1234567890ab")).toBe(false);
  });

  it("refuses a made-up token", async () => {
    expect(await resetOwnerPassword("findes-ikke-1234567890ab", "ny-kode-123")).toBe("invalid_token");
  });

  it("sends at most three mails an hour to one address, and limits one client to ten requests", async () => {
    const email = `mange-${Date.now()}@test.example`;
    await createAccount(email, "gammel-kode");
    for (let i = 0; i < 5; i++)
      expect(await requestPasswordReset({ email, ip: "192.0.2.12" })).toBe("accepted");
    expect(await resetMailsTo(email)).toHaveLength(3);
    for (let i = 0; i < 5; i++) await requestPasswordReset({ email: `x${i}-${email}`, ip: "192.0.2.12" });
    expect(await requestPasswordReset({ email: `y-${email}`, ip: "192.0.2.12" })).toBe("rate_limited");
    expect(await requestPasswordReset({ email: `y-${email}`, ip: "192.0.2.13" })).toBe("accepted");
  });

  it("lets only the newest link work once a newer one was requested", async () => {
    const email = `to-links-${Date.now()}@test.example`;
    await createAccount(email, "gammel-kode");
    expect(await requestPasswordReset({ email, ip: "192.0.2.11" })).toBe("accepted");
    const older = linkIn((await resetMailsTo(email))[0]!.text).searchParams.get("token")!;
    expect(await requestPasswordReset({ email, ip: "192.0.2.11" })).toBe("accepted");
    const newer = linkIn((await resetMailsTo(email))[0]!.text).searchParams.get("token")!;
    expect(newer).not.toBe(older);

    expect(await resetOwnerPassword(older, "fra-gammelt-link")).toBe("invalid_token");
    expect(await resetOwnerPassword(newer, "fra-nyt-link-123")).toBe("reset");
  });
});
