import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { alertDeliveries, mailOutbox, pushSubscriptions, quoteRequests } from "~/db/schema";
import { pushSender, resetPushForTests } from "~/integrations/push/index.server";
import { type PushTestServer, startPushTestServer } from "~/integrations/push/push-test-server";
import { QUOTE_LIMITS, quoteSenderKey } from "~/server/quote-requests/hit-quote-rate-limits.server";
import { createQuoteTestCompany } from "~/server/quote-requests/test-support";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import { connectTestDatabase } from "../../../tests/setup/db";
import { startHttpApp, type TestHttpApp } from "../../../tests/setup/http-app";
import { postQuote, randomIp } from "../../../tests/setup/quote-form";
import { stubEnvs, unstubEnvs } from "../../../tests/setup/stub-env";
import { deliverDueAlerts } from "./deliver-due-alerts.server";
import { listPushDevices } from "./list-push-devices.server";
import { queueTestPush } from "./queue-test-push.server";
import { savePushSubscription } from "./save-push-subscription.server";
import { VINDUER } from "./test-support";

// Issue 25: a quote request posted through the real HTTP app pushes to the owner's devices through a
// local push service that checks the VAPID JWT and decrypts the RFC 8291 payload with the device's keys.

const db = connectTestDatabase();
let app: TestHttpApp;
let second: TestHttpApp;
let push: PushTestServer;

beforeAll(async () => {
  stubEnvs({ PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" }, resetPushForTests);
  push = await startPushTestServer();
  [app, second] = await Promise.all([startHttpApp(), startHttpApp()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([app?.close(), second?.close(), push?.close()]);
  unstubEnvs(resetPushForTests);
});

afterEach(() => {
  expect(push.refused).toEqual([]);
});

async function companyWithDevices(count: number) {
  const company = await createQuoteTestCompany(db);
  const devices = [];
  for (let i = 0; i < count; i++) {
    const device = push.subscribe();
    const id = await savePushSubscription(company.id, {
      endpoint: device.endpoint,
      keys: { p256dh: device.p256dh, auth: device.auth },
      label: `Telefon ${i + 1}`,
    });
    devices.push({ ...device, rowId: id });
  }
  return { company, host: `${company.subdomain}.localhost`, devices };
}

const sender = () => pushSender()!;
const spamTag = "spam-trapped@example.dk";
const receiptsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const pushesTo = (subscriptionId: string) => push.received.filter((p) => p.subscriptionId === subscriptionId);
const deliveriesOf = (companyId: string) =>
  db.select().from(alertDeliveries).where(eq(alertDeliveries.companyId, companyId));

/** Runs the worker until nothing is due (retries with backoff are not due yet). */
async function drainAlerts() {
  while ((await deliverDueAlerts(sender())) > 0);
}

describe("a new quote request", () => {
  it("pushes 'Ny forespørgsel: <task> – <town>' to every device, VAPID-signed, encrypted, with no more than name, task and town", async () => {
    const { company, host, devices } = await companyWithDevices(2);
    const posted = await postQuote(app, host, VINDUER);
    expect(posted.status).toBe(303);
    // The thank-you page does not wait for the push: the alert is queued, not yet sent.
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id));
    expect((await deliveriesOf(company.id)).map((d) => d.status)).toEqual(["pending", "pending"]);

    await drainAlerts();
    for (const device of devices) {
      const [received] = pushesTo(device.id);
      expect(pushesTo(device.id)).toHaveLength(1);
      const message = JSON.parse(received!.payload);
      expect(message).toEqual({
        title: "Ny forespørgsel: Vinduer i stuen – Vejle",
        body: "Fra Mette Hansen. Tryk for at åbne.",
        url: `/admin/forespoergsler/${row!.id}`,
        tag: `quote-${row!.id}`,
      });
      expect(received!.payload).not.toMatch(/20 30 40 50|mette@example|Kirkegade/);
      expect(received!.vapidPublicKey).toBe(process.env.VAPID_PUBLIC_KEY);
      expect(received!.jwtClaims.sub).toBe("mailto:test@xn--hndvrkernet-x8aq.dk");
      expect(received!.urgency).toBe("high");
    }
    expect((await deliveriesOf(company.id)).every((d) => d.status === "sent" && d.sentAt)).toBe(true);
    // Running the worker again sends nothing more.
    await drainAlerts();
    for (const device of devices) expect(pushesTo(device.id)).toHaveLength(1);
  });

  it("removes a device whose subscription expired (410 or 404) and still pushes to the others", async () => {
    const { company, host, devices } = await companyWithDevices(3);
    push.answerWith(devices[0]!.id, [410]);
    push.answerWith(devices[1]!.id, [404]);
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    await drainAlerts();
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, company.id));
    expect(left.map((s) => s.id)).toEqual([devices[2]!.rowId]);
    expect(pushesTo(devices[2]!.id)).toHaveLength(1);
  });

  it("retries a failing push service with backoff and shows the failure in the device list", async () => {
    const { company, host, devices } = await companyWithDevices(1);
    push.answerWith(devices[0]!.id, [503, 503]);
    expect((await postQuote(app, host, VINDUER)).status).toBe(303);
    await drainAlerts();
    let [delivery] = await deliveriesOf(company.id);
    expect(delivery!.status).toBe("pending");
    expect(delivery!.attempts).toBe(1);
    expect(delivery!.lastError).toBe("Pushtjenesten svarede 503");
    expect(delivery!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    const [listed] = await listPushDevices(company.id);
    expect(listed).toMatchObject({ retrying: 1, failed: 0, lastError: "Pushtjenesten svarede 503" });

    // Due again (as after the backoff): the second failure, then the third attempt goes through.
    for (let attempt = 2; attempt <= 3; attempt++) {
      await db
        .update(alertDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(alertDeliveries.id, delivery!.id));
      await drainAlerts();
    }
    [delivery] = await deliveriesOf(company.id);
    expect(delivery).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(pushesTo(devices[0]!.id)).toHaveLength(1);
  });

  it("is not alerted when it is spam-trapped, refused or rate-limited", async () => {
    const { company, host } = await companyWithDevices(1);
    const spam = { ...VINDUER, email: spamTag };
    expect((await postQuote(app, host, { ...spam, website: "http://spam.example" })).status).toBe(303);
    expect((await postQuote(app, host, { ...spam, description: "kort" })).status).toBe(400);
    const ip = randomIp();
    for (let i = 0; i < QUOTE_LIMITS.perSender.limit; i++)
      await hitRateLimit(quoteSenderKey(company.id, ip), 1000, 3600);
    expect((await postQuote(app, host, spam, { ip })).status).toBe(429);
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id))).toEqual([]);
    expect(await deliveriesOf(company.id)).toEqual([]);
    expect(await receiptsTo(spamTag)).toEqual([]);
  });

  it("queues one receipt to the visitor who gave an e-mail, Reply-To the firm; none without an e-mail", async () => {
    const { company, host } = await companyWithDevices(0);
    const email = `kunde-${company.id.slice(0, 8)}@example.dk`;
    expect((await postQuote(app, host, { ...VINDUER, email })).status).toBe(303);
    expect((await postQuote(app, host, { ...VINDUER, email: "" })).status).toBe(303);
    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      subject: `Kvittering: din forespørgsel til ${company.name}`,
      replyTo: company.companyEmail,
    });
    expect(receipts[0]!.text).toContain("Vi svarer normalt inden for 2 timer på hverdage.");
  });
});

describe("two instances", () => {
  it("20 parallel requests through two app instances and two workers: 20 pushes, none twice", async () => {
    const { company, host, devices } = await companyWithDevices(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postQuote(i % 2 ? second : app, host, VINDUER)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(303));
    // Two workers (as on two instances) race for the same queue until it is empty.
    const worker = async () => {
      let total = 0;
      for (let n = await deliverDueAlerts(sender(), 5); n > 0; n = await deliverDueAlerts(sender(), 5))
        total += n;
      return total;
    };
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a + b).toBe(20);
    const received = pushesTo(devices[0]!.id).map((p) => JSON.parse(p.payload).url as string);
    expect(received).toHaveLength(20);
    expect(new Set(received).size).toBe(20);
    const ids = (await db.select().from(quoteRequests).where(eq(quoteRequests.companyId, company.id))).map(
      (r) => `/admin/forespoergsler/${r.id}`,
    );
    expect(new Set(received)).toEqual(new Set(ids));
  });
});

describe("devices", () => {
  it("'Send en test' pushes the test text; a device of another company is never touched", async () => {
    const { company, devices } = await companyWithDevices(1);
    const other = await companyWithDevices(1);
    expect(await queueTestPush(company.id)).toBe(1);
    await drainAlerts();
    expect(JSON.parse(pushesTo(devices[0]!.id)[0]!.payload).title).toBe("Test fra Håndværkernet");
    expect(pushesTo(other.devices[0]!.id)).toEqual([]);
    expect(await queueTestPush(company.id, other.devices[0]!.rowId)).toBe(0);
  });

  it("refuses an endpoint in our own network when loopback endpoints are not allowed", async () => {
    vi.stubEnv("PUSH_ALLOW_PRIVATE_ENDPOINTS", "false");
    resetEnvForTests();
    resetPushForTests();
    try {
      const device = push.subscribe();
      await expect(sender()(device, "{}")).rejects.toThrow("Pushtjenestens adresse er ikke https");
      await expect(
        sender()({ ...device, endpoint: device.endpoint.replace("http:", "https:") }, "{}"),
      ).rejects.toThrow("Pushtjenestens adresse er ikke offentlig");
      expect(pushesTo(device.id)).toEqual([]);
    } finally {
      vi.stubEnv("PUSH_ALLOW_PRIVATE_ENDPOINTS", "true");
      resetEnvForTests();
      resetPushForTests();
    }
  });

  it("at most 10 devices per company; switching the same browser on again updates it", async () => {
    const { company, devices } = await companyWithDevices(10);
    const again = await savePushSubscription(company.id, {
      endpoint: devices[0]!.endpoint,
      keys: { p256dh: devices[0]!.p256dh, auth: devices[0]!.auth },
      label: "Ny navn",
    });
    expect(again).toBe(devices[0]!.rowId);
    const extra = push.subscribe();
    await expect(
      savePushSubscription(company.id, {
        endpoint: extra.endpoint,
        keys: { p256dh: extra.p256dh, auth: extra.auth },
        label: "Elvte",
      }),
    ).rejects.toThrow("højst have 10 enheder");
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [devices[0]!.rowId]));
    expect(rows[0]!.label).toBe("Ny navn");
  });
});
