import { env } from "~/config/env.server";
import { reviewRequestMail } from "~/integrations/mail/templates/review-request";
import { mintReviewOptOutToken, REVIEW_OPT_OUT_PATH } from "./review-keys.server";
import type { ReviewRequestFacts } from "./review-request-rules.server";

const longDate = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", dateStyle: "long" });

/**
 * The review request mail for one job, exactly as it is sent (the admin's preview shows this too).
 * `reviewRequestId` is the id the request gets when sent; the opt-out link names it.
 */
export function buildReviewRequestMail(facts: ReviewRequestFacts, reviewRequestId: string) {
  const optOutUrl = `${env().publicUrl}${REVIEW_OPT_OUT_PATH}?token=${mintReviewOptOutToken(reviewRequestId)}`;
  const mail = reviewRequestMail({
    companyName: facts.company.name,
    customerName: facts.job.name,
    task: facts.job.description,
    doneDate: longDate.format(facts.job.completedAt ?? new Date()),
    profiles: facts.profiles,
    optOutUrl,
    trustpilotInvites: Boolean(facts.trustpilotAfs),
  });
  return {
    ...mail,
    to: facts.job.email,
    bcc: facts.trustpilotAfs || undefined,
    replyTo: facts.company.email || undefined,
    headers: {
      "List-Unsubscribe": `<${optOutUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
