import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { redirects } from "~/db/schema";
import { connectTestDatabase } from "../../tests/setup/db";
import { expectRefused, postForm, serveHttpAppForFile } from "../../tests/setup/http-app";
import { createOwnerWithSite } from "../../tests/setup/owner-session";

// The one form layer (ADR 037) as a browser without JavaScript meets it, through the real HTTP app:
// a refused post answers the page again with the Danish message next to the field and the typed values
// in the inputs (never a typed password), and nothing is saved.

const db = connectTestDatabase();
const app = serveHttpAppForFile();

/** The value attribute of the input with this name, as the server rendered it. */
function inputValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input ? (/value="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

describe("forms without JavaScript", () => {
  it.each([
    [
      "a bad e-mail comes back next to its field",
      "ikke-en-email",
      "hemmelig-x",
      400,
      "Indtast en gyldig email",
    ],
    [
      "a wrong password is one message for the whole form",
      "ingen-konto@example.dk",
      "forkert-kode",
      401,
      "Forkert e-mail eller adgangskode",
    ],
  ])("login: %s, the e-mail kept and the password not", async (_what, email, password, status, message) => {
    const answer = await postForm(app(), "/admin?index", "", { email, password });
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(message);
    expect(inputValue(answer.body, "email")).toBe(email);
    expect(answer.body).not.toContain(password);
  });

  it("Videresendelser: a refused redirect keeps what was typed and saves nothing", async () => {
    const owner = await createOwnerWithSite(db, "Formlag");
    const answer = await postForm(app(), "/admin/settings/videresendelser", owner.cookie, {
      intent: "add",
      fromPath: "uden-skraastreg.html",
      target: "",
      toUrl: "",
    });
    expectRefused(answer, "Adressen skal starte med /", "Vælg den side, adressen skal føre til");
    expect(inputValue(answer.body, "fromPath")).toBe("uden-skraastreg.html");
    expect(await db.select().from(redirects).where(eq(redirects.companyId, owner.company.id))).toEqual([]);
  });

  it("a domain refusal (AppError) reaches the page through domainFailure, not as a 500", async () => {
    const owner = await createOwnerWithSite(db, "Formfejl");
    const answer = await postForm(app(), "/admin/settings/videresendelser", owner.cookie, {
      intent: "delete",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/role="alert"[^>]*>Videresendelsen blev ikke fundet</);
  });
});
