import type { SendMailOptions } from "nodemailer";
import type { MailMessage } from "./types";

/** A message as nodemailer composes it, the same for the SMTP transport and the file outbox. */
export function toNodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    ...(message.bcc ? { bcc: message.bcc } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
  };
}
