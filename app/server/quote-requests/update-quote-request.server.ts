import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type QuoteStatus, quoteRequests } from "~/db/schema";
import { AppError } from "~/server/errors";

const QUOTE_NOTE_MAX = 4000;

/** The owner's status and private note of one of their requests; "Udført" records when. */
export async function updateQuoteRequest(
  companyId: string,
  id: string,
  change: { status: QuoteStatus; note: string },
): Promise<void> {
  if (change.note.length > QUOTE_NOTE_MAX)
    throw new AppError("VALIDATION", "Noten må højst være 4.000 tegn", "note");
  const updated = await db()
    .update(quoteRequests)
    .set({
      status: change.status,
      note: change.note,
      updatedAt: new Date(),
      // "Udført" starts the 14 days a review request may be sent in (issue 26): set when the job
      // becomes done (a save that keeps it done keeps the date), cleared when it is no longer done.
      completedAt: sql`case when ${change.status} = 'done' then case when ${quoteRequests.status} = 'done' then ${quoteRequests.completedAt} else now() end else null end`,
      // The first status change is an answer (issue 25's reply time); a note alone is not.
      firstResponseAt: sql`coalesce(${quoteRequests.firstResponseAt}, case when ${quoteRequests.status} <> ${change.status} then now() end)`,
    })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.companyId, companyId)))
    .returning({ id: quoteRequests.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet");
}
