import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests, reviewOptOuts, reviewRequests, trustSections } from "~/db/schema";
import { defaultAnmeldelser } from "~/schemas/sections/anmeldelser";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { updateQuoteRequest } from "~/server/quote-requests/update-quote-request.server";
import { buildMonthlyReport } from "~/server/reports/build-monthly-report.server";
import { reportPeriod } from "~/server/reports/report-month";
import { connectTestDatabase } from "../../../tests/setup/db";
import { expectRefused, serveHttpAppForFile } from "../../../tests/setup/http-app";
import { optOutOfReviews } from "./opt-out-reviews.server";
import { mintReviewOptOutToken, REVIEW_OPT_OUT_PATH } from "./review-keys.server";
import { reviewRequestPanel } from "./review-request-panel.server";
import { REVIEW_REFUSALS } from "./review-request-rules.server";
import { sendReviewRequest } from "./send-review-request.server";

// Issue 26: review requests within Danish law (Forbrugerombudsmanden 17/11911): one neutral mail right
// after the job, about that job, never twice to one address within 6 months, never after an opt-out.

const db = connectTestDatabase();
const app = serveHttpAppForFile();
const GOOGLE = "https://g.page/r/test-anmeldelser/review";
const TRUSTPILOT = "https://dk.trustpilot.com/review/test.example";

async function firm(options: { afs?: string } = {}) {
  const company = await createQuoteTestCompany(db);
  await db.insert(trustSections).values({
    companyId: company.id,
    name: "anmeldelser",
    enabled: true,
    data: {
      ...defaultAnmeldelser(),
      links: { google: GOOGLE, trustpilot: TRUSTPILOT, anmeldHaandvaerker: "" },
      trustpilotAfs: options.afs ?? "",
    },
  });
  return company;
}

async function job(companyId: string, email: string, done = true) {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      companyId,
      name: "Karen Kunde",
      email,
      description: "Nyt tag på carporten og en ny tagrende mod vejen",
      timing: "month",
    })
    .returning({ id: quoteRequests.id });
  if (done) await updateQuoteRequest(companyId, row!.id, { status: "done", note: "" });
  return row!.id;
}

const mailsAbout = (jobId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `review-request:${jobId}`));
const uniqueEmail = (tag: string) => `kunde-${tag}-${Math.random().toString(36).slice(2)}@test.example`;

describe("Bed om en anmeldelse", { timeout: 60_000 }, () => {
  it("offers nothing before Udført, then previews the one neutral mail it sends", async () => {
    const company = await firm();
    const email = uniqueEmail("preview");
    const jobId = await job(company.id, email, false);
    expect(await reviewRequestPanel(company.id, jobId)).toEqual({ state: "hidden" });
    await updateQuoteRequest(company.id, jobId, { status: "done", note: "" });
    const panel = await reviewRequestPanel(company.id, jobId);
    expect(panel.state).toBe("ready");
    if (panel.state !== "ready") return;
    expect(panel.preview.to).toBe(email);
    expect(panel.preview.subject).toBe(`Hvordan oplevede du opgaven fra ${company.name}?`);
    // About this job, every profile side by side, both good and critical reviews asked for.
    expect(panel.preview.text).toContain("Nyt tag på carporten og en ny tagrende mod vejen");
    expect(panel.preview.text).toContain(`Google: ${GOOGLE}`);
    expect(panel.preview.text).toContain(`Trustpilot: ${TRUSTPILOT}`);
    expect(panel.preview.text).toContain("både de gode og de kritiske");
    expect(panel.preview.text).not.toMatch(/\b(stjerner|tilfreds|rabat|gave|gavekort)\b/i);
  });

  it("two sends at the same moment give exactly one mail; a later attempt is refused", async () => {
    const company = await firm();
    const jobId = await job(company.id, uniqueEmail("twice"));
    const results = await Promise.allSettled([
      sendReviewRequest(company.id, jobId),
      sendReviewRequest(company.id, jobId),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason.message).toBe(REVIEW_REFUSALS.sent);
    expect(await mailsAbout(jobId)).toHaveLength(1);
    await expect(sendReviewRequest(company.id, jobId)).rejects.toThrow(REVIEW_REFUSALS.sent);
    expect(await mailsAbout(jobId)).toHaveLength(1);
    expect((await reviewRequestPanel(company.id, jobId)).state).toBe("sent");
  });

  it("two jobs for one address at the same moment also give one mail (6 months per address)", async () => {
    const company = await firm();
    const email = uniqueEmail("address");
    const [first, second] = [await job(company.id, email), await job(company.id, email.toUpperCase())];
    const results = await Promise.allSettled([
      sendReviewRequest(company.id, first),
      sendReviewRequest(company.id, second),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason.message).toBe(
      REVIEW_REFUSALS.recent,
    );
    expect([...(await mailsAbout(first)), ...(await mailsAbout(second))]).toHaveLength(1);
  });

  it("refuses after 14 days, without an e-mail, and after an opt-out", async () => {
    const company = await firm();
    const late = await job(company.id, uniqueEmail("late"));
    await db
      .update(quoteRequests)
      .set({ completedAt: sql`now() - interval '15 days'` })
      .where(eq(quoteRequests.id, late));
    await expect(sendReviewRequest(company.id, late)).rejects.toThrow(REVIEW_REFUSALS.tooLate);
    const noEmail = await job(company.id, "");
    expect(await reviewRequestPanel(company.id, noEmail)).toEqual({
      state: "refused",
      reason: REVIEW_REFUSALS.noEmail,
    });

    const email = uniqueEmail("optout");
    const sent = await sendReviewRequest(company.id, await job(company.id, email));
    await optOutOfReviews(sent.id);
    // Even past the 6 months, an opt-out stands.
    await db
      .update(reviewRequests)
      .set({ sentAt: sql`now() - interval '7 months'` })
      .where(eq(reviewRequests.id, sent.id));
    await expect(sendReviewRequest(company.id, await job(company.id, email))).rejects.toThrow(
      REVIEW_REFUSALS.optedOut,
    );
  });

  it("puts Trustpilot's invitation address in BCC instead of a plain Trustpilot link", async () => {
    const afs = "test.example+abc123@invite.trustpilot.com";
    const company = await firm({ afs });
    const jobId = await job(company.id, uniqueEmail("afs"));
    await sendReviewRequest(company.id, jobId);
    const [mail] = await mailsAbout(jobId);
    expect(mail!.bcc).toBe(afs);
    expect(mail!.text).toContain(`Google: ${GOOGLE}`);
    expect(mail!.text).not.toContain(TRUSTPILOT);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/anmeldelse\/afmeld\?token=/,
    );
  });

  it("the opt-out page asks first (a mail scanner's GET changes nothing), then opts out without login", async () => {
    const company = await firm();
    const sent = await sendReviewRequest(company.id, await job(company.id, uniqueEmail("page")));
    const token = mintReviewOptOutToken(sent.id);
    const optedOut = async () =>
      (
        await db
          .select()
          .from(reviewOptOuts)
          .where(and(eq(reviewOptOuts.companyId, company.id)))
      ).length;

    const page = await app().request("localhost", `${REVIEW_OPT_OUT_PATH}?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Vil du undgå flere mails om anmeldelser?");
    expect(page.body).not.toContain("<script");
    expect(await optedOut()).toBe(0);

    const post = await app().request("localhost", REVIEW_OPT_OUT_PATH, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${app().port}`,
      },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(post.status).toBe(303);
    expect(await optedOut()).toBe(1);
    const after = await app().request("localhost", post.headers.location!);
    expect(after.body).toContain("Du er afmeldt");

    const tampered = await app().request("localhost", `${REVIEW_OPT_OUT_PATH}?token=${token.slice(0, -2)}xx`);
    expectRefused(tampered, "Linket virker ikke");
  });

  it("takes the one-click unsubscribe (RFC 8058) with no cookie and no Origin", async () => {
    const company = await firm();
    const sent = await sendReviewRequest(company.id, await job(company.id, uniqueEmail("oneclick")));
    const answer = await app().request(
      "localhost",
      `${REVIEW_OPT_OUT_PATH}?token=${mintReviewOptOutToken(sent.id)}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(answer.status).toBe(200);
    const rows = await db.select().from(reviewOptOuts).where(eq(reviewOptOuts.companyId, company.id));
    expect(rows).toHaveLength(1);
  });

  it("the monthly report counts the review requests sent in the month", async () => {
    const company = await firm();
    await sendReviewRequest(company.id, await job(company.id, uniqueEmail("report-a")));
    await sendReviewRequest(company.id, await job(company.id, uniqueEmail("report-b")));
    // Sent on the last evening of February, Danish time (23:30 on the 28th is still February there).
    await db
      .update(reviewRequests)
      .set({ sentAt: new Date("2026-02-28T22:30:00Z") })
      .where(eq(reviewRequests.companyId, company.id));
    const { month, previous } = reportPeriod(new Date("2026-03-01T08:00:00Z"));
    const numbers = await buildMonthlyReport(db, company.id, month, previous);
    expect(numbers.reviewRequests).toBe(2);
  });
});
