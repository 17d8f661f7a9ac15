import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { companies, quoteRequests, reviewOptOuts, reviewRequests } from "~/db/schema";
import {
  type AnmeldelserData,
  defaultAnmeldelser,
  REVIEW_SITES,
  type ReviewSite,
} from "~/schemas/sections/anmeldelser";
import { loadTrustSection } from "~/server/sections/trust-store.server";
import { reviewEmailKey } from "./review-keys.server";

/** A review request may be sent this long after the job was marked "Udført" (right after the sale). */
const REVIEW_WINDOW_DAYS = 14;
/** One address gets at most one review request from a firm in this many months. */
const REVIEW_REPEAT_MONTHS = 6;

export const REVIEW_REFUSALS = {
  notDone: "Markér opgaven som udført først.",
  noEmail: "Kunden gav ingen e-mailadresse, så vi kan ikke sende en anmodning.",
  tooLate: `Det er mere end ${REVIEW_WINDOW_DAYS} dage siden, opgaven blev udført. En anmodning om anmeldelse må kun sendes lige efter opgaven.`,
  sent: "Du har allerede bedt om en anmeldelse af denne opgave.",
  optedOut: "Kunden har frabedt sig mails om anmeldelser fra dig.",
  recent: `Kunden har fået en anmodning om anmeldelse fra dig inden for de sidste ${REVIEW_REPEAT_MONTHS} måneder.`,
  noProfiles: "Tilføj først dine sider med anmeldelser (fx Google) under Sektioner → Anmeldelser.",
} as const;

type ReviewProfile = { label: string; url: string };

export type ReviewRequestFacts = {
  job: {
    id: string;
    name: string;
    email: string;
    description: string;
    completedAt: Date | null;
    status: string;
  };
  company: { name: string; email: string };
  profiles: ReviewProfile[];
  trustpilotAfs: string;
  emailKey: string;
  /** The request already sent about this job, if any. */
  sent: { id: string; sentAt: Date } | null;
};

/** Everything the rules and the mail need about one job; null when it is not the company's. */
export async function loadReviewRequestFacts(
  tx: DbOrTx,
  companyId: string,
  quoteRequestId: string,
): Promise<ReviewRequestFacts | null> {
  if (!/^[0-9a-f-]{36}$/i.test(quoteRequestId)) return null;
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      name: quoteRequests.name,
      email: quoteRequests.email,
      description: quoteRequests.description,
      completedAt: quoteRequests.completedAt,
      status: quoteRequests.status,
      companyName: companies.name,
      companyEmail: companies.email,
    })
    .from(quoteRequests)
    .innerJoin(companies, eq(companies.id, quoteRequests.companyId))
    .where(and(eq(quoteRequests.id, quoteRequestId), eq(quoteRequests.companyId, companyId)))
    .limit(1);
  if (!row) return null;
  const [sent] = await tx
    .select({ id: reviewRequests.id, sentAt: reviewRequests.sentAt })
    .from(reviewRequests)
    .where(eq(reviewRequests.quoteRequestId, quoteRequestId))
    .limit(1);
  const section = {
    ...defaultAnmeldelser(),
    ...((await loadTrustSection(companyId, "anmeldelser")) as Partial<AnmeldelserData> | null),
  };
  const trustpilotAfs = section.trustpilotAfs ?? "";
  // Every profile the owner set up, side by side; Trustpilot as its own invitation when the AFS
  // address is given (issue 26), not also as a plain link.
  const profiles = (Object.keys(REVIEW_SITES) as ReviewSite[])
    .filter((site) => section.links[site] && !(site === "trustpilot" && trustpilotAfs))
    .map((site) => ({ label: REVIEW_SITES[site].label, url: section.links[site] }));
  return {
    job: {
      id: row.id,
      name: row.name,
      email: row.email.trim(),
      description: row.description,
      completedAt: row.completedAt,
      status: row.status,
    },
    company: { name: row.companyName, email: row.companyEmail.trim() },
    profiles,
    trustpilotAfs,
    emailKey: reviewEmailKey(row.email),
    sent: sent ?? null,
  };
}

/**
 * Why a review request about this job may not be sent now, or null when it may. The order is the
 * owner's: what they can do something about comes first. Never anything about how the job went.
 */
export async function reviewRequestRefusal(
  tx: DbOrTx,
  companyId: string,
  facts: ReviewRequestFacts,
  now: Date,
): Promise<string | null> {
  if (facts.sent) return REVIEW_REFUSALS.sent;
  if (facts.job.status !== "done" || !facts.job.completedAt) return REVIEW_REFUSALS.notDone;
  if (!facts.job.email) return REVIEW_REFUSALS.noEmail;
  if (now.getTime() - facts.job.completedAt.getTime() > REVIEW_WINDOW_DAYS * 86_400_000)
    return REVIEW_REFUSALS.tooLate;
  const [optedOut] = await tx
    .select({ at: reviewOptOuts.createdAt })
    .from(reviewOptOuts)
    .where(and(eq(reviewOptOuts.companyId, companyId), eq(reviewOptOuts.emailKey, facts.emailKey)))
    .limit(1);
  if (optedOut) return REVIEW_REFUSALS.optedOut;
  const since = new Date(now);
  since.setMonth(since.getMonth() - REVIEW_REPEAT_MONTHS);
  const [recent] = await tx
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.companyId, companyId),
        eq(reviewRequests.emailKey, facts.emailKey),
        gt(reviewRequests.sentAt, since),
      ),
    )
    .limit(1);
  if (recent) return REVIEW_REFUSALS.recent;
  if (facts.profiles.length === 0 && !facts.trustpilotAfs) return REVIEW_REFUSALS.noProfiles;
  return null;
}
