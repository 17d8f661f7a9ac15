import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { createTestCompany } from "~/server/pages/test-support";
import { mintReportOptOutToken } from "~/server/reports/report-opt-out-token.server";
import { connectTestDatabase } from "../tests/setup/db";
import { multipartBody, serveHttpAppForFile } from "../tests/setup/http-app";

// RFC 8058 one-click unsubscribe of the monthly report, through the real server/app.ts: a mail
// program posts to the List-Unsubscribe URL with no cookie, no Origin and no Referer.
const db = connectTestDatabase();
const app = serveHttpAppForFile();

const ONE_CLICK = "List-Unsubscribe=One-Click";

async function reportEnabled(companyId: string): Promise<boolean> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row!.monthlyReportEnabled;
}

describe("one-click unsubscribe (RFC 8058)", () => {
  it("switches the report off for a valid token, without login, Origin or CSRF token", async () => {
    const { company } = await createTestCompany(db, "Et Klik Tømrer");
    expect(await reportEnabled(company.id)).toBe(true);
    const answer = await app().request(
      "localhost",
      `/rapport/afmeld?token=${mintReportOptOutToken(company.id)}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ONE_CLICK,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Du får ikke længere den månedlige rapport");
    expect(await reportEnabled(company.id)).toBe(false);
  });

  it("accepts the multipart form of the same post", async () => {
    const { company } = await createTestCompany(db, "Multipart Murer");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const { body, contentType } = await multipartBody(form);
    const answer = await app().request(
      "localhost",
      `/rapport/afmeld?token=${mintReportOptOutToken(company.id)}`,
      {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      },
    );
    expect(answer.status).toBe(200);
    expect(await reportEnabled(company.id)).toBe(false);
  });

  it("refuses a missing, tampered or foreign token and changes nothing", async () => {
    const { company } = await createTestCompany(db, "Forkert Token Maler");
    const { company: other } = await createTestCompany(db, "Anden Maler");
    const [, signature] = mintReportOptOutToken(other.id).split(".");
    for (const query of ["", "?token=", `?token=${company.id}.${signature}`, `?token=${company.id}`]) {
      const answer = await app().request("localhost", `/rapport/afmeld${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ONE_CLICK,
      });
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body).toContain("Linket virker ikke");
    }
    expect(await reportEnabled(company.id)).toBe(true);
  });

  it("keeps the same-origin check everywhere else", async () => {
    const answer = await app().request("localhost", "/kontakt", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: ONE_CLICK,
    });
    expect(answer.status).toBe(403);
  });
});
