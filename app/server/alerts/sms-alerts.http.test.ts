import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { companies, quoteRequests, siteDetails, smsAlerts } from "~/db/schema";
import { startGatewayApiTestServer } from "~/integrations/sms/gatewayapi-test-server";
import { resetSmsForTests, sendSms } from "~/integrations/sms/index.server";
import { copenhagenDay } from "~/lib/copenhagen-day";
import { DEFAULT_HOURS } from "~/lib/opening-hours";
import { SMS_MESSAGES } from "~/schemas/push-subscription";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { addDays, copenhagenMidnight } from "~/server/sections/vagt/holiday-state";
import { expectConsoleError } from "../../../tests/setup/console";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../../../tests/setup/http-app";
import { postQuote, randomIp } from "../../../tests/setup/quote-form";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { confirmSmsCode } from "./confirm-sms-code.server";
import { deliverDueSms } from "./deliver-due-sms.server";
import { escalationDue } from "./escalation-due";
import { loadSmsSettings } from "./load-sms-settings.server";
import { requestSmsCode } from "./request-sms-code.server";
import { setSmsAlertMode } from "./set-sms-alert-mode.server";
import { VINDUER } from "./test-support";

// SMS alerts (issue 25) through a local server speaking GatewayAPI's REST wire format: the owner's
// number is confirmed with a code first; then a request texts at once, or escalates when unopened.

const TOKEN = "gwapi-test-token";
const db = connectTestDatabase();
let gateway: Awaited<ReturnType<typeof startGatewayApiTestServer>>;
let app: TestHttpApp;

beforeAll(async () => {
  gateway = await startGatewayApiTestServer(TOKEN);
  stubEnvs(
    { SMS_PROVIDER: "gatewayapi", GATEWAYAPI_TOKEN: TOKEN, GATEWAYAPI_URL: gateway.url },
    resetSmsForTests,
  );
  app = await startHttpApp();
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), gateway?.close()]);
  unstubEnvs(resetSmsForTests);
});

/** A company whose owner confirmed a fresh mobile number with the texted code. */
async function companyWithConfirmedPhone() {
  const company = await createQuoteTestCompany(db);
  const phone = `2${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  await requestSmsCode(company.id, phone);
  const codeSms = gateway.received.findLast((sms) => sms.msisdn === Number(`45${phone}`))!;
  const code = /er (\d{6})\./.exec(codeSms.message)![1]!;
  await confirmSmsCode(company.id, code);
  return { company, host: `${company.subdomain}.localhost`, msisdn: Number(`45${phone}`) };
}
const smsTo = (msisdn: number) => gateway.received.filter((sms) => sms.msisdn === msisdn);
const alertsOf = (companyId: string) => db.select().from(smsAlerts).where(eq(smsAlerts.companyId, companyId));
const drain = async () => {
  while ((await deliverDueSms(sendSms, 10)) > 0);
};

describe("confirming the owner's mobile number", () => {
  it("texts a code; a wrong code counts, the right one confirms; nothing is sent to an unconfirmed number", async () => {
    const company = await createQuoteTestCompany(db);
    expect(await requestSmsCode(company.id, "+45 20 30 40 99")).toBe("20 30 40 99");
    const [codeSms] = smsTo(4520304099);
    expect(codeSms).toMatchObject({ sender: "Haandvaerk" });
    expect(codeSms!.message).toMatch(/^Din kode til Håndværkernet er \d{6}\. Den gælder i 10 minutter\.$/);
    const code = /er (\d{6})\./.exec(codeSms!.message)![1]!;

    // A request before the code came back texts nobody.
    expect((await postQuote(app, `${company.subdomain}.localhost`, VINDUER)).status).toBe(303);
    expect(await alertsOf(company.id)).toEqual([]);

    const wrong = code === "000000" ? "111111" : "000000";
    await expect(confirmSmsCode(company.id, wrong)).rejects.toThrow(SMS_MESSAGES.codeWrong);
    expect(await confirmSmsCode(company.id, code.replace(/(\d{3})/, "$1 "))).toBe("20 30 40 99");
    expect(await loadSmsSettings(company.id)).toMatchObject({
      phone: "20 30 40 99",
      pendingPhone: null,
      mode: "always",
    });
    await expect(confirmSmsCode(company.id, code)).rejects.toThrow(SMS_MESSAGES.codeExpired);
  });

  it("stops after five wrong tries and refuses numbers that are not Danish mobiles", async () => {
    const company = await createQuoteTestCompany(db);
    await expect(requestSmsCode(company.id, "1234")).rejects.toThrow(SMS_MESSAGES.phoneInvalid);
    await requestSmsCode(company.id, "20 30 40 98");
    const code = /er (\d{6})\./.exec(smsTo(4520304098)[0]!.message)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      await expect(confirmSmsCode(company.id, wrong)).rejects.toThrow(SMS_MESSAGES.codeWrong);
    await expect(confirmSmsCode(company.id, code)).rejects.toThrow(SMS_MESSAGES.codeExpired);
    expect((await loadSmsSettings(company.id)).phone).toBeNull();
  });
});

describe("an SMS per request", () => {
  it("texts name, task, town and the link at once when the owner chose every request", async () => {
    const { company, host, msisdn } = await companyWithConfirmedPhone();
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id));
    await drain();
    const texts = smsTo(msisdn).slice(1);
    expect(texts.map((sms) => sms.message)).toEqual([
      `Ny forespørgsel: Vinduer i stuen – Vejle. Fra Mette Hansen. Se den: http://localhost:3000/admin/forespoergsler/${request!.id}`,
    ]);
    await drain();
    expect(smsTo(msisdn)).toHaveLength(2);
  });

  it("a 'Ring mig op' alerts like a quote request", async () => {
    const { host, msisdn } = await companyWithConfirmedPhone();
    const answer = await app.request(host, "/ring-mig-op", {
      method: "POST",
      body: new URLSearchParams({
        name: "Ole Jensen",
        phone: "20304050",
        when: "evening",
        website: "",
      }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${host}:${app.port}`,
        "x-forwarded-for": randomIp(),
      },
    });
    expect(answer.status).toBe(303);
    await drain();
    expect(
      smsTo(msisdn)
        .slice(1)
        .map((sms) => sms.message),
    ).toEqual([
      expect.stringMatching(/^Ny forespørgsel: Ring mig op – efter kl\. 16\. Fra Ole Jensen\. Se den: /),
    ]);
  });

  it("escalates only an unopened request, after the chosen minutes of opening hours", async () => {
    const { company, host, msisdn } = await companyWithConfirmedPhone();
    await setSmsAlertMode(company.id, "escalate", 15);
    const before = new Date();
    for (let i = 0; i < 2; i++) expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    const alerts = await alertsOf(company.id);
    expect(alerts).toHaveLength(2);
    const expected = escalationDue(before, 15, DEFAULT_HOURS).getTime();
    for (const alert of alerts) {
      expect(alert.escalation).toBe(15);
      expect(Math.abs(alert.nextAttemptAt.getTime() - expected)).toBeLessThanOrEqual(120_000);
    }
    await drain();
    expect(smsTo(msisdn)).toHaveLength(1); // only the code so far

    // The owner opens one; then both fall due.
    await db
      .update(quoteRequests)
      .set({ readAt: new Date() })
      .where(eq(quoteRequests.id, alerts[0]!.quoteRequestId));
    await db.update(smsAlerts).set({ nextAttemptAt: new Date() }).where(eq(smsAlerts.companyId, company.id));
    await drain();
    const statuses = Object.fromEntries(
      (await alertsOf(company.id)).map((a) => [a.quoteRequestId, a.status]),
    );
    expect(statuses[alerts[0]!.quoteRequestId]).toBe("skipped");
    expect(statuses[alerts[1]!.quoteRequestId]).toBe("sent");
    expect(smsTo(msisdn)[1]!.message).toMatch(
      /^Ny forespørgsel: Vinduer i stuen – Vejle \(ikke åbnet efter 15 min\)\. Fra Mette Hansen\./,
    );
  });

  it("a holiday closure holds the escalation until the firm reopens, also one saved after the request", async () => {
    const { company, host, msisdn } = await companyWithConfirmedPhone();
    await setSmsAlertMode(company.id, "escalate", 15);
    const today = copenhagenDay(new Date());
    const closure = { from: addDays(today, -1), to: addDays(today, 2), note: "Ferie" };
    await db.insert(siteDetails).values({ companyId: company.id, holidays: [closure] });
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    const [queued] = await alertsOf(company.id);
    const reopens = copenhagenMidnight(addDays(closure.to, 1));
    expect(queued!.nextAttemptAt.getTime()).toBe(
      escalationDue(new Date(reopens), 15, DEFAULT_HOURS).getTime(),
    );

    // A closure saved after the request: the SMS falls due inside it and is put off, not sent.
    await db.delete(siteDetails).where(eq(siteDetails.companyId, company.id));
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    await db.insert(siteDetails).values({ companyId: company.id, holidays: [closure] });
    await db.update(smsAlerts).set({ nextAttemptAt: new Date() }).where(eq(smsAlerts.companyId, company.id));
    await drain();
    expect(smsTo(msisdn)).toHaveLength(1); // only the code
    for (const alert of await alertsOf(company.id)) {
      expect(alert).toMatchObject({ status: "pending", attempts: 0 });
      expect(alert.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(reopens);
    }

    // Once the closure is over (removed here), the due escalation is sent.
    await db.delete(siteDetails).where(eq(siteDetails.companyId, company.id));
    await db.update(smsAlerts).set({ nextAttemptAt: new Date() }).where(eq(smsAlerts.companyId, company.id));
    await drain();
    expect(smsTo(msisdn)).toHaveLength(3);
  });

  it("retries a failing gateway with backoff, gives up at once on a refusal, and shows both", async () => {
    const { company, host, msisdn } = await companyWithConfirmedPhone();
    gateway.failNext(500);
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    await drain();
    let [alert] = await alertsOf(company.id);
    expect(alert).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMS-tjenesten svarede 500: scripted failure",
    });
    await db.update(smsAlerts).set({ nextAttemptAt: new Date() }).where(eq(smsAlerts.id, alert!.id));
    await drain();
    [alert] = await alertsOf(company.id);
    expect(alert).toMatchObject({ status: "sent", attempts: 2 });
    expect(smsTo(msisdn)).toHaveLength(2);

    gateway.failNext(400);
    expectConsoleError(/sms alert failed/); // given up: logged as an error, on purpose
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    await drain();
    expect((await alertsOf(company.id)).map((a) => a.status).sort()).toEqual(["failed", "sent"]);
    expect(await loadSmsSettings(company.id)).toMatchObject({
      failed: 1,
      lastError: "SMS-tjenesten svarede 400: scripted failure",
    });
  });

  it("one SMS per request with two instances' workers racing", async () => {
    const { company, host, msisdn } = await companyWithConfirmedPhone();
    const second = await startHttpApp();
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => postQuote(i % 2 ? second : app, host, VINDUER)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(303));
    } finally {
      await second.close();
    }
    const worker = async () => {
      let total = 0;
      for (let n = await deliverDueSms(sendSms, 2); n > 0; n = await deliverDueSms(sendSms, 2)) total += n;
      return total;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(6);
    const links = smsTo(msisdn)
      .slice(1)
      .map((sms) => sms.message.split("Se den: ")[1]);
    expect(new Set(links).size).toBe(6);
    expect(await db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });

  it("sendSms is generic: any Danish number and text; a wrong token is a refusal", async () => {
    expect(await sendSms("+4520304097", "Hej")).toEqual({ id: expect.any(String) });
    expect(smsTo(4520304097).map((sms) => sms.message)).toEqual(["Hej"]);
    vi.stubEnv("GATEWAYAPI_TOKEN", "wrong");
    resetEnvForTests();
    resetSmsForTests();
    try {
      await expect(sendSms("20304097", "Hej")).rejects.toThrow("SMS-tjenesten svarede 401: Unauthorized");
    } finally {
      vi.stubEnv("GATEWAYAPI_TOKEN", TOKEN);
      resetEnvForTests();
      resetSmsForTests();
    }
  });
});
