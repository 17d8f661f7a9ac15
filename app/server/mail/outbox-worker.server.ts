import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { MailMessage } from "~/integrations/mail/types";
import { recordDeliveryFailure } from "~/server/jobs/record-delivery-failure.server";
import { startPollingWorker } from "~/server/jobs/start-polling-worker.server";

export type OutboxMessage = {
  /** bigint in the database: kept as text. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  bcc?: string | null;
  headers: Record<string, string> | null;
};
/** The message a mail transport delivers for an outbox row (empty columns left out). */
export function mailOf(message: OutboxMessage): MailMessage {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.bcc ? { bcc: message.bcc } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

/** Delivers or throws; "written" means the offline transport only wrote it to disk. */
export type Deliver = (message: OutboxMessage) => Promise<"sent" | "written">;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/**
 * Claims due mail and delivers it. Claiming is one UPDATE over rows picked FOR UPDATE SKIP LOCKED,
 * so any number of workers (in any number of instances) never take the same row; a claim is a
 * lease, so a row whose worker died mid-send becomes due again when the lease runs out.
 * Returns how many messages were delivered (sent, or written to disk by the offline transport).
 */
export async function deliverDueMail(deliver: Deliver, batchSize = 10): Promise<number> {
  const claimed = await db().execute<OutboxMessage & { attempts: number }>(sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by id
      for update skip locked
      limit ${batchSize}
    )
    returning id::text as id, "to", subject, text, html, reply_to as "replyTo", bcc, headers, attempts`);

  let delivered = 0;
  for (const message of claimed.rows) {
    try {
      // A message the offline transport wrote to disk was never sent: its row must not say so.
      const outcome = await deliver(message);
      await db().execute(
        outcome === "sent"
          ? sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${message.id}`
          : sql`update mail_outbox set status = 'written', locked_until = null, last_error = null where id = ${message.id}`,
      );
      delivered++;
    } catch (error) {
      await recordDeliveryFailure("mail_outbox", message, error, {
        giveUp: message.attempts >= MAX_ATTEMPTS,
        message: "mail delivery failed",
        idKey: "outboxId",
      });
    }
  }
  return delivered;
}

/** Polls the outbox until stopped. Each instance runs one; SKIP LOCKED keeps them apart. */
export function startOutboxWorker(deliver: Deliver, intervalMs = 1000): () => Promise<void> {
  return startPollingWorker("outbox", () => deliverDueMail(deliver), intervalMs);
}
