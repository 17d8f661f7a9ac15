import { db } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";
import { callbackRequestMail } from "~/integrations/mail/templates/quote-request";
import { CALLBACK_TIME_LABELS, type CallbackInput } from "~/schemas/callback-request";
import { findRequestInbox } from "./find-request-inbox.server";
import { notifyOwnerOfRequest } from "./notify-owner-of-request.server";

/** The inbox's task line of a call-back ("Ring mig op – i formiddag (8–12)"); alerts show it too. */
function callbackDescription(input: CallbackInput): string {
  return `Ring mig op – ${CALLBACK_TIME_LABELS[input.when].toLowerCase()}`;
}

/**
 * Stores a "Ring mig op" as a request of kind "callback" in the same inbox, and in the same
 * transaction sets off the same alerts as a quote request (push, SMS per the owner's settings) and
 * the owner's notification mail. `notify: false` (over the site's limit) stores it silently.
 */
export async function storeCallbackRequest(input: {
  companyId: string;
  data: CallbackInput;
  notify?: boolean;
}): Promise<string> {
  const description = callbackDescription(input.data);
  return db().transaction(async (tx) => {
    const { ownerEmail } = await findRequestInbox(tx, input.companyId);
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        companyId: input.companyId,
        kind: "callback",
        callbackTime: input.data.when,
        name: input.data.name,
        phone: input.data.phone,
        description,
        timing: "asap",
      })
      .returning({ id: quoteRequests.id });
    const id = row!.id;
    if (input.notify === false) return id;
    await notifyOwnerOfRequest(tx, { id, companyId: input.companyId, ownerEmail }, (adminUrl) =>
      callbackRequestMail({
        visitorName: input.data.name,
        phone: input.data.phone,
        task: description,
        adminUrl,
      }),
    );
    return id;
  });
}
