import path from "node:path";
import { env } from "~/config/env.server";
import { createFileOutbox } from "./file-outbox.server";
import { createSmtpTransport } from "./smtp.server";
import type { MailMessage, MailTransport } from "./types";

export type { MailMessage, MailTransport } from "./types";

export type MailConfig = {
  /** SMTP server URL; without one, messages are written as files under `dataDir`/mail. */
  smtpUrl?: string;
  from: string;
  dataDir: string;
};

export function createMailTransport(config: MailConfig): MailTransport {
  if (config.smtpUrl) return createSmtpTransport({ url: config.smtpUrl, from: config.from });
  return createFileOutbox({ dir: path.join(config.dataDir, "mail"), from: config.from });
}

let transport: MailTransport | undefined;

/**
 * Delivers one message through SMTP (SMTP_URL) or the local file outbox. Throws on failure: the durable
 * outbox that calls this retries later.
 */
export async function deliverMail(message: MailMessage): Promise<void> {
  if (!transport) {
    const settings = env();
    transport = createMailTransport({
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      dataDir: settings.dataDir,
    });
  }
  return transport(message);
}

/** Tests change the environment between cases; the next delivery then reads it again. */
export function resetMailTransportForTests(): void {
  transport = undefined;
}
