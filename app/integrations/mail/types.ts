/** One e-mail to send. The sender is always MAIL_FROM; replies go to `replyTo` when given. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A blind copy: in the envelope only, never in the headers the recipient sees. */
  bcc?: string;
  /** Extra header lines, name → value (e.g. List-Unsubscribe); nodemailer encodes them. */
  headers?: Record<string, string>;
};

/** What became of a delivered message: really sent, or only written to disk (no mail server). */
export type MailOutcome = "sent" | "written";

/** Delivers a message or throws, so the outbox can retry later. */
export type MailTransport = (message: MailMessage) => Promise<MailOutcome>;
