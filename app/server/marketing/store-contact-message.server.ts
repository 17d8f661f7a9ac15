import { env } from "~/config/env.server";
import { type DbOrTx, db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { contactMail } from "~/integrations/mail/templates/contact";
import type { ContactInput } from "~/schemas/contact";
import { queueMail } from "~/server/mail/queue-mail.server";

/**
 * Saves a contact-form message and queues it for support in one transaction: the message is
 * stored exactly when its e-mail is, and the outbox worker delivers it (with retries).
 */
export async function storeContactMessage(input: ContactInput, database: DbOrTx = db()): Promise<number> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message was not stored");
    const mail = contactMail(input);
    await queueMail(tx, {
      kind: "contact",
      to: env().SUPPORT_EMAIL,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
      dedupeKey: `contact:${row.id}`,
    });
    return row.id;
  });
}
