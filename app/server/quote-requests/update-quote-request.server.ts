import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type QuoteStatus, quoteRequests } from "~/db/schema";
import { AppError } from "~/server/errors";

const QUOTE_NOTE_MAX = 4000;

/** The owner's status and private note of one of their requests. */
export async function updateQuoteRequest(
  companyId: string,
  id: string,
  change: { status: QuoteStatus; note: string },
): Promise<void> {
  if (change.note.length > QUOTE_NOTE_MAX)
    throw new AppError("VALIDATION", "Noten må højst være 4.000 tegn", "note");
  const updated = await db()
    .update(quoteRequests)
    .set({ status: change.status, note: change.note, updatedAt: new Date() })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId)))
    .returning({ id: quoteRequests.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet");
}
