import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { createSmtpTransport } from "~/integrations/mail/smtp.server";
import { connectIsolatedTestDatabase } from "../../../tests/setup/db";
import { startTestSmtp, type TestSmtpServer } from "../../../tests/setup/smtp-server";
import { deliverDueMail } from "./outbox-worker.server";
import { queueMail } from "./queue-mail.server";

// Its own database: the worker claims every due row, so no other test file may add any.
const database = connectIsolatedTestDatabase("outbox_smtp_test");

const received: string[] = [];
const startSmtp = (port: number) => startTestSmtp(port, (message) => received.push(...message.to));

/** A loopback port that nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let smtp: TestSmtpServer | undefined;
afterAll(() => smtp?.close());

describe("the outbox with real SMTP", () => {
  it("keeps a mail while the SMTP server is down and delivers it exactly once when it is back", async () => {
    const port = await freePort();
    const transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: "Håndværkernet <noreply@example.dk>",
    });
    const deliver = (m: { to: string; subject: string; text: string }) =>
      transport({ to: m.to, subject: m.subject, text: m.text });
    await queueMail(database(), {
      kind: "welcome",
      to: "ejer@hansen-toemrer.dk",
      subject: "Din nye hjemmeside er klar",
      text: "Hej",
      dedupeKey: "welcome:62601817",
    });

    // Down: the attempt fails, the mail stays queued with the error.
    expect(await deliverDueMail(deliver)).toBe(0);
    const [waiting] = await database().select().from(mailOutbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

    // Up again, and the retry is due.
    smtp = await startSmtp(port);
    await database()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, waiting!.id));
    const runs = await Promise.all([
      deliverDueMail(deliver),
      deliverDueMail(deliver),
      deliverDueMail(deliver),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await deliverDueMail(deliver)).toBe(0);
    expect(received).toEqual(["ejer@hansen-toemrer.dk"]);
    const [sent] = await database().select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });
});
