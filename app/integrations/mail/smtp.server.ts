import { createTransport } from "nodemailer";
import { toNodemailerMessage } from "./to-nodemailer-message";
import type { MailTransport } from "./types";

export type SmtpOptions = {
  /** e.g. "smtp://user:pass@smtp.example.com:587" or "smtps://..." (port 465). */
  url: string;
  /** The From header, e.g. "Håndværkernet <noreply@xn--hndvrkernet-x8aq.dk>". */
  from: string;
  /** Per connection step; a hung server must not hold an outbox worker for minutes. */
  timeoutMs?: number;
};

/** Delivers through an SMTP server. Throws when the server is unreachable or refuses the message. */
export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const timeout = options.timeoutMs ?? 15_000;
  const transporter = createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });

  return async (message) => {
    const info = await transporter.sendMail(toNodemailerMessage(options.from, message));
    if (info.rejected.length > 0)
      throw new Error(`SMTP-serveren afviste modtageren: ${info.rejected.join(", ")}`);
    return "sent";
  };
}
