import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteReplies, quoteRequests } from "~/db/schema";
import { quoteReplyMail } from "~/integrations/mail/templates/quote-reply";
import { REPLY_BODY_MAX, REPLY_MESSAGES, REPLY_SUBJECT_MAX } from "~/schemas/quote-reply";
import { AppError } from "~/server/errors";
import { queueMail } from "~/server/mail/queue-mail.server";
import { loadReplyContext } from "./load-reply-context.server";
import { requireReplyText } from "./require-reply-text";

/**
 * Sends the owner's reply to the customer through the outbox (Reply-To the firm), keeps it with the
 * request, and in the same transaction moves a "Ny" request to "Kontaktet" and records the first
 * answer's time (the reply time). Bad input throws a Danish AppError naming the field; nothing is sent.
 */
export async function sendQuoteReply(
  companyId: string,
  id: string,
  reply: { subject: string; body: string },
): Promise<void> {
  const subject = requireReplyText(reply.subject, "subject", REPLY_SUBJECT_MAX);
  const body = requireReplyText(reply.body, "body", REPLY_BODY_MAX);
  const context = await loadReplyContext(companyId, id);
  if (!context) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet");
  if (!context.email) throw new AppError("VALIDATION", REPLY_MESSAGES.noEmail, "body");

  const mail = quoteReplyMail({ companyName: context.request.companyName, subject, body });
  await db().transaction(async (tx) => {
    const [stored] = await tx
      .insert(quoteReplies)
      .values({ quoteRequestId: id, companyId, to: context.email, subject, body })
      .returning({ id: quoteReplies.id });
    await tx
      .update(quoteRequests)
      .set({
        status: sql`case when ${quoteRequests.status} = 'new' then 'contacted' else ${quoteRequests.status} end`,
        firstResponseAt: sql`coalesce(${quoteRequests.firstResponseAt}, now())`,
        readAt: sql`coalesce(${quoteRequests.readAt}, now())`,
        updatedAt: new Date(),
      })
      .where(and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId)));
    await queueMail(tx, {
      kind: "quote-reply",
      to: context.email,
      ...mail,
      replyTo: context.replyTo,
      dedupeKey: `quote-reply:${stored!.id}`,
    });
  });
}
