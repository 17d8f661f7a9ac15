import path from "node:path";
import { env, unknownProvider } from "~/config/env.server";
import { createFileOutbox } from "./file-outbox.server";
import { createSmtpTransport } from "./smtp.server";
import type { MailMessage, MailOutcome, MailTransport } from "./types";

export type { MailMessage, MailOutcome, MailTransport } from "./types";

export type MailConfig = {
  /** smtp: through `smtpUrl`; offline: written as .eml files under `dataDir`/mail, never sent. */
  provider: "offline" | "smtp";
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
};

export function createMailTransport(config: MailConfig): MailTransport {
  switch (config.provider) {
    case "smtp":
      // env() has checked that smtp comes with SMTP_URL.
      return createSmtpTransport({ url: config.smtpUrl ?? "", from: config.from });
    case "offline":
      return createFileOutbox({ dir: path.join(config.dataDir, "mail"), from: config.from });
    default:
      throw unknownProvider("MAIL_PROVIDER", config.provider);
  }
}

let transport: MailTransport | undefined;

/**
 * Delivers one message through the provider MAIL_PROVIDER names and says whether it was sent or only
 * written to disk. Throws on failure: the durable outbox that calls this retries later.
 */
export async function deliverMail(message: MailMessage): Promise<MailOutcome> {
  if (!transport) {
    const settings = env();
    transport = createMailTransport({
      provider: settings.MAIL_PROVIDER,
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
