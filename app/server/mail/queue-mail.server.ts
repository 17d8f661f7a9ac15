import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";

export type QueuedMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** A blind copy (e.g. Trustpilot's invitation address). */
  bcc?: string | undefined;
  /** Extra header lines (e.g. List-Unsubscribe), name → value. */
  headers?: Record<string, string> | undefined;
  /** The same key is queued only once (e.g. "welcome:<cvr>"), so retries of a request never send twice. */
  dedupeKey?: string | undefined;
};

/**
 * Writes an e-mail into the durable outbox. Call it with the transaction of the change that causes
 * the mail: the mail exists exactly when the change does. The outbox worker delivers it.
 */
export async function queueMail(tx: DbOrTx, mail: QueuedMail): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      bcc: mail.bcc ?? null,
      headers: mail.headers ?? null,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
  await tx.execute(sql`select pg_notify('mail_queued', '')`);
}
