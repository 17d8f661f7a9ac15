import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { backoffSeconds } from "~/server/jobs/record-delivery-failure.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { type Deliver, deliverDueMail, type OutboxMessage } from "./outbox-worker.server";
import { queueMail } from "./queue-mail.server";

// Its own database: these tests count every row of the outbox, which other files also write to.
const database = connectIsolatedTestDatabase("outbox_worker_test");

beforeEach(async () => {
  await database().delete(mailOutbox);
});

/** A transport stand-in that records the message and reports it sent. */
const sentAfter =
  (record: (message: OutboxMessage) => unknown): Deliver =>
  async (message) => {
    record(message);
    return "sent";
  };

const mail = (n: number) => ({
  kind: "test",
  to: `modtager${n}@example.dk`,
  subject: `Emne ${n}`,
  text: "Hej",
});

describe("mail outbox", () => {
  it("delivers queued mail once and marks it sent", async () => {
    await queueMail(database(), mail(1));
    const seen: OutboxMessage[] = [];
    expect(await deliverDueMail(sentAfter((m) => seen.push(m)))).toBe(1);
    expect(await deliverDueMail(sentAfter((m) => seen.push(m)))).toBe(0);
    expect(seen.map((m) => m.to)).toEqual(["modtager1@example.dk"]);
    const [row] = await database().select().from(mailOutbox);
    expect(row?.status).toBe("sent");
  });

  it("marks mail the offline transport wrote to disk as written, not sent", async () => {
    await queueMail(database(), mail(3));
    expect(await deliverDueMail(async () => "written" as const)).toBe(1);
    const [row] = await database().select().from(mailOutbox);
    expect(row?.status).toBe("written");
    expect(row?.sentAt).toBeNull();
  });

  it("queues a dedupe key only once", async () => {
    await queueMail(database(), { ...mail(1), dedupeKey: "welcome:12345678" });
    await queueMail(database(), { ...mail(1), dedupeKey: "welcome:12345678" });
    expect(await database().$count(mailOutbox)).toBe(1);
  });

  it("retries a failed delivery later with backoff, then delivers", async () => {
    await queueMail(database(), mail(2));
    const failing: Deliver = async () => {
      throw new Error("SMTP nede");
    };
    expect(await deliverDueMail(failing)).toBe(0);
    let [row] = await database().select().from(mailOutbox);
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toBe("SMTP nede");
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5000);
    // Not due yet: nothing happens.
    expect(await deliverDueMail(async () => "sent" as const)).toBe(0);
    await database().update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row!.id));
    expect(await deliverDueMail(async () => "sent" as const)).toBe(1);
    [row] = await database().select().from(mailOutbox);
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(2);
  });

  it("never gives one message to two concurrent workers", async () => {
    for (let i = 0; i < 30; i++) await queueMail(database(), mail(i));
    const deliveries: string[] = [];
    const slow: Deliver = async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      deliveries.push(m.id);
      return "sent";
    };
    const counts = await Promise.all(Array.from({ length: 6 }, () => deliverDueMail(slow, 10)));
    let more = 1;
    while (more > 0) more = await deliverDueMail(slow, 10);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(deliveries.length).toBe(30);
    expect(new Set(deliveries).size).toBe(30);
  });

  it("takes over a message whose worker died mid-send once the lease runs out", async () => {
    await queueMail(database(), mail(3));
    // A worker claimed it and died: status sending, lease already expired.
    await database()
      .update(mailOutbox)
      .set({ status: "sending", lockedUntil: sql`now() - interval '1 second'`, attempts: 1 });
    const seen: string[] = [];
    expect(await deliverDueMail(sentAfter((m) => seen.push(m.id)))).toBe(1);
    expect(seen.length).toBe(1);
  });

  it("backs off exponentially with a cap", () => {
    expect(backoffSeconds(1)).toBe(10);
    expect(backoffSeconds(2)).toBe(20);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
