import { db } from "~/db/client.server";
import type { ReviewRequestPanel } from "~/schemas/review-request";
import { buildReviewRequestMail } from "./build-review-request-mail.server";
import { loadReviewRequestFacts, REVIEW_REFUSALS, reviewRequestRefusal } from "./review-request-rules.server";

/** The preview's stand-in for the opt-out link, which exists only once the request is sent. */
const PREVIEW_ID = "00000000-0000-0000-0000-000000000000";

/**
 * What the request's page offers under "Bed om en anmeldelse" (issue 26): nothing before the job is
 * "Udført", then the exact mail as a preview with its send button, or why it cannot be sent, or when
 * it was sent.
 */
export async function reviewRequestPanel(
  companyId: string,
  quoteRequestId: string,
  now = new Date(),
): Promise<ReviewRequestPanel> {
  const facts = await loadReviewRequestFacts(db(), companyId, quoteRequestId);
  if (!facts) return { state: "hidden" };
  if (facts.sent) return { state: "sent", sentAt: facts.sent.sentAt };
  const refusal = await reviewRequestRefusal(db(), companyId, facts, now);
  if (refusal === REVIEW_REFUSALS.notDone) return { state: "hidden" };
  if (refusal) return { state: "refused", reason: refusal };
  const mail = buildReviewRequestMail(facts, PREVIEW_ID);
  const optOutUrl = /^<(.*)>$/.exec(mail.headers["List-Unsubscribe"])?.[1] ?? "";
  return {
    state: "ready",
    preview: {
      to: mail.to,
      bcc: mail.bcc ?? null,
      subject: mail.subject,
      // The link is made when the mail is sent; the preview says where it goes instead.
      text: mail.text.replace(optOutUrl, "(link til afmelding)"),
    },
  };
}
