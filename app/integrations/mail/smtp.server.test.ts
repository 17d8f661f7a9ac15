import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "./index.server";
import { parseMail } from "./mime.test-support";
import { createSmtpTransport } from "./smtp.server";

type Received = { from: string; to: string[]; user: string | undefined; raw: string };
const received: Received[] = [];

/** A real SMTP server on loopback; it accepts mail with or without the login mailer/hemmelig. */
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === "mailer" && auth.password === "hemmelig") callback(null, { user: auth.username });
    else callback(new Error("Forkert login"));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const mailFrom = session.envelope.mailFrom;
      received.push({
        from: mailFrom === false ? "" : mailFrom.address,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        user: session.user === undefined ? undefined : String(session.user),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received.length = 0;
});

// An ASCII domain: smtp-server reports punycode envelope domains in Unicode, which is not what we test here.
const FROM = "Håndværkernet <noreply@haandvaerkernet.example>";
const message = {
  to: "kontakt@hansen-toemrer.dk",
  subject: "Din nye hjemmeside er klar – velkommen til Håndværkernet",
  text: "Hej Hansen Tømrer & Snedker ApS\n\nDin hjemmeside er klar.",
  html: "<p>Din hjemmeside er <strong>klar</strong>.</p>",
  replyTo: "support@haandvaerkernet.example",
};

describe("the SMTP transport", () => {
  it("delivers the message with the right envelope, headers and body", async () => {
    await createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: FROM })(message);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("noreply@haandvaerkernet.example");
    expect(mail?.to).toEqual(["kontakt@hansen-toemrer.dk"]);
    const parsed = parseMail(mail?.raw ?? "");
    expect(parsed.headers.get("from")).toBe(FROM);
    expect(parsed.headers.get("to")).toBe("kontakt@hansen-toemrer.dk");
    expect(parsed.headers.get("reply-to")).toBe("support@haandvaerkernet.example");
    expect(parsed.headers.get("subject")).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
  });

  it("sends a blind copy in the envelope only (Trustpilot's invitation address, issue 26)", async () => {
    const afs = "hansen-toemrer.dk+abc123@invite.trustpilot.com";
    await createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: FROM })({ ...message, bcc: afs });
    expect(received[0]?.to).toEqual(["kontakt@hansen-toemrer.dk", afs]);
    const parsed = parseMail(received[0]?.raw ?? "");
    expect(parsed.headers.get("bcc")).toBeUndefined();
    expect(received[0]?.raw).not.toContain("invite.trustpilot.com");
  });

  it("logs in with the credentials in SMTP_URL", async () => {
    await createSmtpTransport({ url: `smtp://mailer:hemmelig@127.0.0.1:${port}`, from: FROM })(message);
    expect(received[0]?.user).toBe("mailer");
  });

  it("throws when the server refuses the login", async () => {
    const send = createSmtpTransport({ url: `smtp://mailer:forkert@127.0.0.1:${port}`, from: FROM });
    await expect(send(message)).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it("throws when no server is listening", async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const send = createSmtpTransport({ url: `smtp://127.0.0.1:${deadPort}`, from: FROM });
    await expect(send(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
  });

  it("is what createMailTransport picks for MAIL_PROVIDER=smtp, and says the mail was sent", async () => {
    const send = createMailTransport({
      provider: "smtp",
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      dataDir: "/nonexistent",
    });
    expect(await send(message)).toBe("sent");
    expect(received).toHaveLength(1);
  });
});
