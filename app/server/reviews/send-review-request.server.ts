import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reviewRequests } from "~/db/schema";
import { AppError } from "~/server/errors";
import { queueMail } from "~/server/mail/queue-mail.server";
import { buildReviewRequestMail } from "./build-review-request-mail.server";
import { loadReviewRequestFacts, reviewRequestRefusal } from "./review-request-rules.server";

/** Advisory lock space of review requests: one decision per company and customer address at a time. */
const REVIEW_LOCK_SPACE = 7310027;

/**
 * "Bed om en anmeldelse" (issue 26): queues the one review request mail about a finished job. The
 * rules are checked inside the transaction under a lock on the company and the customer's address,
 * so two sends at the same moment (two tabs, a double tap, two instances) give exactly one mail; the
 * unique job id and the outbox's dedupe key hold it a second and third time. Refusals are AppErrors
 * with the Danish reason.
 */
export async function sendReviewRequest(companyId: string, quoteRequestId: string, now = new Date()) {
  return db().transaction(async (tx) => {
    const first = await loadReviewRequestFacts(tx, companyId, quoteRequestId);
    if (!first) throw new AppError("NOT_FOUND", "Forespørgslen blev ikke fundet");
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REVIEW_LOCK_SPACE}, hashtext(${`${companyId}:${first.emailKey}`}))`,
    );
    // Read again under the lock: what a concurrent send committed meanwhile is now visible.
    const facts = (await loadReviewRequestFacts(tx, companyId, quoteRequestId)) ?? first;
    const refusal = await reviewRequestRefusal(tx, companyId, facts, now);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const id = crypto.randomUUID();
    const inserted = await tx
      .insert(reviewRequests)
      .values({ id, companyId, quoteRequestId, emailKey: facts.emailKey, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: reviewRequests.id });
    if (inserted.length === 0)
      throw new AppError("CONFLICT", "Du har allerede bedt om en anmeldelse af denne opgave.");
    const mail = buildReviewRequestMail(facts, id);
    await queueMail(tx, { kind: "review-request", ...mail, dedupeKey: `review-request:${quoteRequestId}` });
    return { id, to: facts.job.email };
  });
}
