import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteReplies } from "~/db/schema";

/** The replies sent to one of the company's requests, oldest first. */
export async function listQuoteReplies(companyId: string, quoteRequestId: string) {
  return db()
    .select({
      id: quoteReplies.id,
      subject: quoteReplies.subject,
      body: quoteReplies.body,
      sentAt: quoteReplies.sentAt,
    })
    .from(quoteReplies)
    .where(and(eq(quoteReplies.quoteRequestId, quoteRequestId), eq(quoteReplies.companyId, companyId)))
    .orderBy(asc(quoteReplies.sentAt));
}
