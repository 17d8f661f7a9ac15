import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { companies, reviewOptOuts, reviewRequests } from "~/db/schema";

/**
 * The customer behind a review request's opt-out link says no to further review requests from that
 * firm. Idempotent. Returns the firm's name for the page, or null for a request that no longer exists.
 */
export async function optOutOfReviews(reviewRequestId: string): Promise<{ companyName: string } | null> {
  const found = await findReviewRequest(reviewRequestId);
  if (!found) return null;
  await db()
    .insert(reviewOptOuts)
    .values({ companyId: found.companyId, emailKey: found.emailKey })
    .onConflictDoNothing();
  return { companyName: found.companyName };
}

/** The firm and address key of a review request (for the opt-out page's question). */
export async function findReviewRequest(reviewRequestId: string) {
  const [row] = await db()
    .select({
      companyId: reviewRequests.companyId,
      emailKey: reviewRequests.emailKey,
      companyName: companies.name,
    })
    .from(reviewRequests)
    .innerJoin(companies, eq(companies.id, reviewRequests.companyId))
    .where(eq(reviewRequests.id, reviewRequestId))
    .limit(1);
  return row ?? null;
}
