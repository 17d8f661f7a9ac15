/** One e-mail to send. The sender is always MAIL_FROM; replies go to `replyTo` when given. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Delivers a message or throws, so the outbox can retry later. */
export type MailTransport = (message: MailMessage) => Promise<void>;
