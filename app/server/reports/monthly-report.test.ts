import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  callTaps,
  companies,
  mailOutbox,
  monthlyReports,
  pageViews,
  projects,
  quoteRequests,
} from "~/db/schema";
import { parseMail } from "~/integrations/mail/mime.test-support";
import { createSmtpTransport } from "~/integrations/mail/smtp.server";
import { mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { clockForFile } from "../../../tests/setup/clock";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { startTestSmtp, type TestSmtpServer } from "../../../tests/setup/smtp-server";
import { action as optOutAction, loader as optOutLoader } from "../../routes/report/opt-out";
import { deliverDueMail, mailOf } from "../mail/outbox-worker.server";
import { setReportClockForTests } from "./report-clock";
import { mintReportOptOutToken, readReportOptOutToken } from "./report-opt-out-token.server";
import { runMonthlyReportJob } from "./run-monthly-report-job.server";

// Its own database: the job reports on every company and the worker sends every due mail.
const database = connectIsolatedTestDatabase("monthly_report_test");

const setReportClock = clockForFile(setReportClockForTests);

const received: string[] = [];
let smtp: TestSmtpServer | undefined;
afterAll(() => smtp?.close());

async function startSmtp(): Promise<number> {
  smtp = await startTestSmtp(0, (message) => received.push(message.raw));
  return smtp.port;
}

async function company(options: { name?: string; createdAt?: Date; monthlyReport?: boolean } = {}) {
  const row = await createQuoteTestCompany(database());
  await database()
    .update(companies)
    .set({
      ...(options.name ? { name: options.name } : {}),
      createdAt: options.createdAt ?? new Date("2026-06-01T10:00:00Z"),
      monthlyReportEnabled: options.monthlyReport ?? true,
    })
    .where(eq(companies.id, row.id));
  return row;
}

async function views(companyId: string, rows: [day: string, path: string, count: number][]) {
  await database()
    .insert(pageViews)
    .values(rows.map(([day, path, count]) => ({ companyId, day, path, count })));
}

async function requestsAt(companyId: string, instants: string[]) {
  await database()
    .insert(quoteRequests)
    .values(
      instants.map((at) => ({
        companyId,
        name: "Kunde",
        email: "kunde@example.dk",
        description: "Nyt tag på carporten, tak.",
        timing: "asap" as const,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })),
    );
}

const reportsTo = (email: string) =>
  database()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "monthly-report"), eq(mailOutbox.to, email)));

// 1 December 2026, 07:00 in Copenhagen (CET, UTC+1): the report on November, compared with October.
const FIRST_OF_DECEMBER = new Date("2026-12-01T06:00:00Z");

describe("the monthly report job", () => {
  it("queues exactly one report per company and month across concurrent runs and restarts, with the right numbers, none for an opted-out company", async () => {
    const owner = await company({ name: "Tømrer <b>Hansen</b> & Søn" });
    const optedOut = await company({ monthlyReport: false });
    const newcomer = await company({ createdAt: new Date("2026-12-01T00:30:00Z") });
    await views(owner.id, [
      ["2026-11-01", "/", 100],
      ["2026-11-30", "/", 200],
      ["2026-11-15", "/om-os", 100],
      ["2026-11-20", "/tilbud", 12],
      ["2026-10-10", "/", 250],
      ["2026-10-31", "/om-os", 118],
      ["2026-09-30", "/", 999], // two months back: in neither month
      ["2026-12-01", "/", 999], // this month: not yet
    ]);
    await views(optedOut.id, [["2026-11-02", "/", 50]]);
    await database()
      .insert(callTaps)
      .values([
        { companyId: owner.id, day: "2026-11-01", count: 4 },
        { companyId: owner.id, day: "2026-11-30", count: 3 },
        { companyId: owner.id, day: "2026-10-31", count: 5 },
        { companyId: owner.id, day: "2026-12-01", count: 9 }, // this month: not yet
      ]);
    // Issue 26: projects put on the site in November (a draft and October's do not count).
    const project = (slug: string, publishedAt: Date | null) => ({
      companyId: owner.id,
      slug,
      title: slug,
      doneOn: "2026-10-01",
      published: publishedAt !== null,
      publishedAt,
    });
    await database()
      .insert(projects)
      .values([
        project("nyt-tag", new Date("2026-11-03T09:00:00Z")),
        project("ny-terrasse", new Date("2026-11-30T22:30:00Z")), // 23:30 on the 30th in Copenhagen
        project("carport", new Date("2026-10-20T09:00:00Z")),
        project("kladde", null),
      ]);
    await requestsAt(owner.id, [
      "2026-10-31T23:30:00Z", // 1 November 00:30 in Copenhagen
      "2026-11-05T10:00:00Z",
      "2026-11-30T22:30:00Z", // 30 November 23:30 in Copenhagen
      "2026-11-30T23:30:00Z", // 1 December 00:30 in Copenhagen: next month
      "2026-10-15T10:00:00Z",
      "2026-10-20T10:00:00Z",
    ]);

    // One November request answered 38 minutes after it came in; the other two not yet.
    await database()
      .update(quoteRequests)
      .set({ status: "contacted", firstResponseAt: new Date("2026-11-05T10:38:00Z") })
      .where(
        and(
          eq(quoteRequests.companyId, owner.id),
          eq(quoteRequests.createdAt, new Date("2026-11-05T10:00:00Z")),
        ),
      );

    // Not the 1st yet, and the 1st before 06:00: nothing.
    setReportClock(new Date("2026-11-30T12:00:00Z"));
    expect(await runMonthlyReportJob()).toBe(0);
    setReportClock(new Date("2026-12-01T03:00:00Z"));
    expect(await runMonthlyReportJob()).toBe(0);
    expect(await reportsTo(owner.companyEmail)).toHaveLength(0);

    setReportClock(FIRST_OF_DECEMBER);
    const runs = await Promise.all([runMonthlyReportJob(), runMonthlyReportJob()]);
    expect(runs.filter((n) => n === 1)).toHaveLength(1);
    // A restart later that day, and the catch-up day after: still one.
    expect(await runMonthlyReportJob()).toBe(0);
    setReportClock(new Date("2026-12-02T09:00:00Z"));
    expect(await runMonthlyReportJob()).toBe(0);

    const [mail, ...more] = await reportsTo(owner.companyEmail);
    expect(more).toHaveLength(0);
    expect(await reportsTo(optedOut.companyEmail)).toHaveLength(0);
    expect(await reportsTo(newcomer.companyEmail)).toHaveLength(0);
    expect(
      await database().select().from(monthlyReports).where(eq(monthlyReports.companyId, owner.id)),
    ).toEqual([expect.objectContaining({ month: "2026-11-01" })]);

    expect(mail!.subject).toBe("Din hjemmeside i november 2026");
    expect(mail!.text).toContain("412 besøg (+12 % mod oktober)");
    expect(mail!.text).toContain("3 forespørgsler (+50 % mod oktober)");
    expect(mail!.text).toContain(
      "- Du svarede typisk efter 38 minutter (medianen af 1 besvaret forespørgsel; 2 er ikke besvaret endnu).",
    );
    expect(mail!.text).toContain("- 7 opkald fra hjemmesiden (+40 % mod oktober)\n");
    expect(mail!.text).toContain("- 2 udførte opgaver lagt på hjemmesiden\n");
    expect(mail!.text).toContain(").\n\nOpkald tæller tryk på dit telefonnummer på hjemmesiden.");
    expect(mail!.html).toContain("Browsere uden ping-funktionen (f.eks. Firefox) tælles ikke.");
    expect(mail!.text).toContain(
      "- /: 300 besøg (+20 % mod oktober)\n- /om-os: 100 besøg (-15 % mod oktober)\n- /tilbud: 12 besøg (0 i oktober)",
    );
    // The person is greeted, not the company (issue 23); no person's name is known here.
    expect(mail!.text.startsWith("Hej\n\n")).toBe(true);
    expect(mail!.html).not.toContain("<b>Hansen</b>");

    // Delivered once through a real SMTP server, with a working opt-out link.
    const port = await startSmtp();
    const transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: "Håndværkernet <noreply@example.dk>",
    });
    await deliverDueMail((m) => transport(mailOf(m)));
    const delivered = received
      .map(parseMail)
      .filter((m) => m.headers.get("to")?.includes(owner.companyEmail));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.headers.get("subject")).toBe("Din hjemmeside i november 2026");
    const link = /https?:\/\/\S+\/rapport\/afmeld\?token=(\S+)/.exec(delivered[0]!.text);
    expect(link?.[1]).toBe(mintReportOptOutToken(owner.id));
    // Mail programs offer "Afmeld" from these, and may unsubscribe with one POST (RFC 2369, RFC 8058).
    expect(delivered[0]!.headers.get("list-unsubscribe")).toBe(
      `<http://localhost:3000/rapport/afmeld?token=${mintReportOptOutToken(owner.id)}>`,
    );
    expect(delivered[0]!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("follows the opt-out link without a login: opening it changes nothing, the button switches off and back on; a tampered or foreign token is refused in Danish", async () => {
    const owner = await company();
    const other = await company();
    const token = mintReportOptOutToken(owner.id);
    const enabled = async (id: string) =>
      (await database().select().from(companies).where(eq(companies.id, id)))[0]!.monthlyReportEnabled;

    const page = (await optOutLoader({
      request: new Request(`http://localhost/rapport/afmeld?token=${token}`),
    } as never)) as { ok: boolean; enabled: boolean; companyName: string };
    // A mail scanner opening the link must not unsubscribe anyone.
    expect(page).toMatchObject({ ok: true, enabled: true, companyName: owner.name });
    expect(await enabled(owner.id)).toBe(true);
    /** The form's button: the action answers with a redirect (thrown, as React Router's redirect is). */
    const press = (intent: "off" | "on") =>
      optOutAction({
        request: new Request("http://localhost/rapport/afmeld", {
          method: "POST",
          body: new URLSearchParams({ token, intent }),
        }),
      } as never).catch((thrown: unknown) => thrown as Response) as Promise<Response>;
    expect((await press("off")).status).toBe(303);
    expect(await enabled(owner.id)).toBe(false);

    const back = await press("on");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/rapport/afmeld?token=${token}&tilmeldt=1`);
    expect(await enabled(owner.id)).toBe(true);
    const shown = (await optOutLoader({
      request: new Request(`http://localhost${back.headers.get("location")}`),
    } as never)) as { enabled: boolean };
    expect(shown.enabled).toBe(true);

    const [id, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const foreignSecret = crypto
      .createHmac("sha256", "en anden hemmelighed")
      .update(`monthly-report-opt-out:${id}`)
      .digest("base64url");
    for (const bad of [
      `${id}.${flipped}`, // tampered signature
      `${other.id}.${signature}`, // another company with this company's signature
      `${id}.${foreignSecret}`, // signed with another secret
      mintFillToken(id), // one of our tokens for another purpose
      "",
    ]) {
      expect(readReportOptOutToken(bad)).toBeNull();
      const refused = (await optOutLoader({
        request: new Request(`http://localhost/rapport/afmeld?token=${encodeURIComponent(bad)}`),
      } as never)) as { init: { status: number }; data: { message: string } };
      expect(refused.init.status).toBe(400);
      expect(refused.data.message).toMatch(/^Linket virker ikke/);
      const post = (await optOutAction({
        request: new Request("http://localhost/rapport/afmeld", {
          method: "POST",
          body: new URLSearchParams({ token: bad, intent: "off" }),
        }),
      } as never)) as { init: { status: number } };
      expect(post.init.status).toBe(400);
    }
    expect(await enabled(owner.id)).toBe(true);
    expect(await enabled(other.id)).toBe(true);
  });
});
