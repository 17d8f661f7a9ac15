import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TestSmtpMessage = { to: string[]; raw: string };
export type TestSmtpServer = { port: number; close(): Promise<void> };

/**
 * A real SMTP server on loopback (no TLS, login optional) that hands each message it receives to
 * `onMessage`; port 0 takes a free one.
 */
export async function startTestSmtp(
  port: number,
  onMessage: (message: TestSmtpMessage) => void,
): Promise<TestSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        onMessage({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
